import { ChangePasswordBodySchema, SAME_PASSWORD_MESSAGE } from '@taskflow/shared';
import { useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { ApiFormShell, useApiForm } from '../../../components/forms/api-form';
import { TextField } from '../../../components/ui/field';
import { useChangePassword } from '../api/auth-mutations';
import { PasswordStrengthHint } from './password-strength';

const ChangePasswordFormSchema = ChangePasswordBodySchema.extend({
  confirmpassword: z.string().min(1, 'Confirm your password'),
})
  .refine((form) => form.password === form.confirmpassword, {
    path: ['confirmpassword'],
    message: 'Passwords do not match',
  })
  .refine((form) => form.password !== form.currentPassword, {
    path: ['password'],
    message: SAME_PASSWORD_MESSAGE,
  });
type Values = z.input<typeof ChangePasswordFormSchema>;

export function ChangePasswordForm({ onChanged }: { onChanged: () => void }) {
  const change = useChangePassword();
  const form = useApiForm<Values, z.output<typeof ChangePasswordFormSchema>>({
    schema: ChangePasswordFormSchema,
    defaultValues: { currentPassword: '', password: '', confirmpassword: '' },
    onSubmit: async ({ currentPassword, password }) => {
      const result = await change.mutateAsync({ currentPassword, password });
      toast.success(result.message);
      // The fields empty again rather than keep the new secret (the form starts over from these values).
      form.reset();
      onChanged();
    },
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const password = useWatch({ control, name: 'password' });
  return (
    <ApiFormShell
      form={form}
      label="Change password"
      submitLabel="Change password"
      bleed="none"
      className="grid max-w-md gap-4"
    >
      <TextField
        label="Current password"
        type="password"
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...register('currentPassword')}
      />
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        error={errors.password?.message}
        hint={<PasswordStrengthHint password={password} />}
        {...register('password')}
      />
      <TextField
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        error={errors.confirmpassword?.message}
        {...register('confirmpassword')}
      />
    </ApiFormShell>
  );
}
