import { zodResolver } from '@hookform/resolvers/zod';
import { ChangePasswordBodySchema, SAME_PASSWORD_MESSAGE } from '@taskflow/shared';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api-client';
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
  const {
    register,
    handleSubmit,
    reset,
    control,
    setError,
    formState: { errors },
  } = useForm<Values>({
    resolver: zodResolver(ChangePasswordFormSchema),
    defaultValues: { currentPassword: '', password: '', confirmpassword: '' },
  });
  const password = useWatch({ control, name: 'password' });
  const onSubmit = handleSubmit(async ({ currentPassword, password }) => {
    try {
      const result = await change.mutateAsync({ currentPassword, password });
      toast.success(result.message);
      reset();
      onChanged();
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fields).length > 0) {
        for (const [name, message] of Object.entries(error.fields))
          setError(name as keyof Values, { message });
      } else {
        toast.error(error instanceof ApiError ? error.message : 'Something went wrong. Try again later.');
      }
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="grid max-w-md gap-4" aria-label="Change password">
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
      <Button type="submit" isLoading={change.isPending} className="justify-self-start">
        Change password
      </Button>
    </form>
  );
}
