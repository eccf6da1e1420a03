import {
  localTimeZone,
  ProfileFormSchema,
  type ProfileForm as ProfileValues,
  type SessionUser,
} from '@taskflow/shared';
import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { ApiFormShell, requiredLabel, useApiForm } from '../../../components/forms/api-form';
import { CountryCodeSelect } from '../../../components/forms/country-code-select';
import { PhoneNumberField } from '../../../components/forms/phone-number-field';
import { TimeZoneField } from '../../../components/forms/time-zone-field';
import { TextField } from '../../../components/ui/field';
import { useUpdateProfile } from '../api/profile';

/**
 * My profile's editable part: name, phone, job title and the zone dates are shown in. An empty
 * time zone means the organization's (`organizationZone`).
 */
export function ProfileForm({ me, organizationZone }: { me: SessionUser; organizationZone: string | null }) {
  const id = useId();
  const update = useUpdateProfile();
  const form = useApiForm<ProfileValues, z.output<typeof ProfileFormSchema>>({
    schema: ProfileFormSchema,
    defaultValues: {
      name: me.name,
      countryCode: me.countryCode ?? '',
      phone: me.phone ?? '',
      jobTitle: me.jobTitle ?? '',
      timeZone: me.timeZone ?? '',
    },
    onSubmit: async (values) => {
      const answer = await update.mutateAsync(values);
      toast.success(answer.message);
    },
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const orgZoneChoice = organizationZone
    ? `My organization's zone (${organizationZone})`
    : "My organization's zone";

  return (
    <ApiFormShell form={form} label="Edit my profile" submitLabel="Save profile" bleed="card">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={requiredLabel('Full name')}
          autoComplete="name"
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          label="Job title"
          autoComplete="organization-title"
          error={errors.jobTitle?.message}
          {...register('jobTitle')}
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-[minmax(0,12rem)_minmax(0,1fr)]">
        <Controller
          control={control}
          name="countryCode"
          render={({ field }) => (
            <CountryCodeSelect
              id={`${id}-country`}
              value={field.value}
              onChange={field.onChange}
              error={errors.countryCode?.message}
            />
          )}
        />
        <PhoneNumberField
          control={control}
          name="phone"
          hint="10 digits. Leave empty to remove it."
          error={errors.phone?.message}
        />
      </div>
      <Controller
        control={control}
        name="timeZone"
        render={({ field }) => (
          <TimeZoneField
            label="Time zone"
            hint="Dates and times across the app are shown in this zone."
            error={errors.timeZone?.message}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            alsoList={[me.timeZone, organizationZone, localTimeZone()]}
            noneChoice={orgZoneChoice}
          />
        )}
      />
    </ApiFormShell>
  );
}
