import type { DemoRequestForm } from '@taskflow/shared';
import type { ComponentType } from 'react';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { TextField } from '../../../components/ui/field';
import { useCreateDemoRequest } from '../api/create-inquiry';
import { lazyZodResolver } from '../api/lazy-resolver';
import { InquiryFormFrame } from './form-parts';
import { useInquiryForm } from './use-inquiry-form';

export interface CountrySelectProps {
  id: string;
  value: string;
  onChange: (code: string) => void;
  error?: string;
  label?: string;
}

const resolver = lazyZodResolver<DemoRequestForm>((shared) => shared.DemoRequestSchema);

const EMPTY: DemoRequestForm = {
  name: '',
  companyname: '',
  email: '',
  countryCode: '',
  mobile: '',
  isHuman: false as true,
};

/**
 * The demo booking form. Validated with the same schema as the API; on success the spec keeps
 * the form filled. The country dropdown comes from the page, since one feature does not import another.
 */
export function DemoForm({ CountrySelect }: { CountrySelect: ComponentType<CountrySelectProps> }) {
  const [bookedFor, setBookedFor] = useState<string | null>(null);
  const mutation = useCreateDemoRequest();
  const {
    form: {
      register,
      control,
      formState: { errors },
    },
    honeypot,
    onSubmit,
    canSubmit,
  } = useInquiryForm<DemoRequestForm>({
    resolver,
    empty: EMPTY,
    send: (values, website) => {
      setBookedFor(null);
      return mutation.mutateAsync({ ...values, isHuman: true, website });
    },
    successMessage: 'Demo form submitted successfully!',
    // The spec keeps the form filled after a booking.
    onSent: (values) => setBookedFor(values.email),
  });

  return (
    <InquiryFormFrame
      titleId="demo-form-title"
      onSubmit={onSubmit}
      onFocus={resolver.preload}
      canSubmit={canSubmit}
      honeypot={honeypot}
      robot={{ id: 'demo-isHuman', error: errors.isHuman?.message, ...register('isHuman') }}
      isSending={mutation.isPending}
      submitLabel="Book my free demo"
      after={
        bookedFor && (
          <p
            role="status"
            className="rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100"
          >
            Thank you! We will email {bookedFor} within one business day to pick a time for your 30-minute
            demo.
          </p>
        )
      }
    >
      <TextField
        id="demo-name"
        label="Full name"
        autoComplete="name"
        error={errors.name?.message}
        {...register('name')}
      />
      <TextField
        id="demo-companyname"
        label="Company name"
        autoComplete="organization"
        error={errors.companyname?.message}
        {...register('companyname')}
      />
      <TextField
        id="demo-email"
        label="Work email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <div className="grid gap-4 sm:grid-cols-[11rem_1fr]">
        <Controller
          control={control}
          name="countryCode"
          render={({ field }) => (
            <CountrySelect
              id="demo-countryCode"
              value={field.value}
              onChange={field.onChange}
              error={errors.countryCode?.message}
            />
          )}
        />
        <TextField
          id="demo-mobile"
          label="Phone number"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          hint="7 to 15 digits, no spaces"
          error={errors.mobile?.message}
          {...register('mobile')}
        />
      </div>
    </InquiryFormFrame>
  );
}
