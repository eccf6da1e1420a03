import { type ContactMessageForm, INDUSTRY_OPTIONS } from '@taskflow/shared';
import { FieldError, inputClasses, TextField } from '../../../components/ui/field';
import { useCreateContactMessage } from '../api/create-inquiry';
import { lazyZodResolver } from '../api/lazy-resolver';
import { InquiryFormFrame, labelClasses } from './form-parts';
import { useInquiryForm } from './use-inquiry-form';

const resolver = lazyZodResolver<ContactMessageForm>((shared) => shared.ContactMessageSchema);

const EMPTY: ContactMessageForm = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  industry: '',
  subject: '',
  message: '',
  notRobot: false as true,
};

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The contact form: same schema as the API; on success it resets values and errors (spec). */
export function ContactForm() {
  const mutation = useCreateContactMessage();
  const {
    form: {
      register,
      reset,
      formState: { errors },
    },
    honeypot,
    onSubmit,
    canSubmit,
  } = useInquiryForm<ContactMessageForm>({
    resolver,
    empty: EMPTY,
    send: (values, website) => mutation.mutateAsync({ ...values, notRobot: true, website }),
    successMessage: 'Message sent!',
    onSent: () => reset(EMPTY),
  });

  return (
    <InquiryFormFrame
      titleId="contact-form-title"
      onSubmit={onSubmit}
      onFocus={resolver.preload}
      canSubmit={canSubmit}
      honeypot={honeypot}
      robot={{ id: 'contact-notRobot', error: errors.notRobot?.message, ...register('notRobot') }}
      isSending={mutation.isPending}
      submitLabel="Send message"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="contact-firstName"
          label="First name"
          autoComplete="given-name"
          error={errors.firstName?.message}
          {...register('firstName')}
        />
        <TextField
          id="contact-lastName"
          label="Last name"
          autoComplete="family-name"
          error={errors.lastName?.message}
          {...register('lastName')}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="contact-email"
          label="Email"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          id="contact-phone"
          label="Phone number"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          hint="10 digits"
          error={errors.phone?.message}
          {...register('phone')}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor="contact-industry" className={labelClasses}>
            Industry <span className="font-normal text-slate-500 dark:text-slate-400">(optional)</span>
          </label>
          <select
            id="contact-industry"
            className={inputClasses(Boolean(errors.industry))}
            aria-invalid={errors.industry ? true : undefined}
            aria-describedby={errors.industry ? 'contact-industry-error' : undefined}
            {...register('industry')}
          >
            <option value="">Select industry</option>
            {INDUSTRY_OPTIONS.map((industry) => (
              <option key={industry} value={industry}>
                {capitalise(industry)}
              </option>
            ))}
          </select>
          <FieldError id="contact-industry-error" message={errors.industry?.message} />
        </div>
        <TextField
          id="contact-subject"
          label={
            <>
              Subject <span className="font-normal text-slate-500 dark:text-slate-400">(optional)</span>
            </>
          }
          error={errors.subject?.message}
          {...register('subject')}
        />
      </div>
      <div>
        <label htmlFor="contact-message" className={labelClasses}>
          Message
        </label>
        <textarea
          id="contact-message"
          rows={5}
          className={inputClasses(Boolean(errors.message))}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={errors.message ? 'contact-message-error' : undefined}
          {...register('message')}
        />
        <FieldError id="contact-message-error" message={errors.message?.message} />
      </div>
    </InquiryFormFrame>
  );
}
