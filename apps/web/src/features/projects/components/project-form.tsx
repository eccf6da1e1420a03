import {
  type CreateProjectBody,
  CreateProjectBodySchema,
  type CreateProjectInput,
  PROJECT_STATUSES,
  type ProjectDetail,
} from '@taskflow/shared';
import { Controller } from 'react-hook-form';
import { ApiFormShell, requiredLabel, useApiForm } from '../../../components/forms/api-form';
import { ChoiceSelect } from '../../../components/forms/choice-select';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/field';
import { customerSource, peopleSource } from '../../../lib/choice-sources';
import { TeamPicker } from './pickers';

/**
 * Create New Project (the guide's form) and its edit: Project Name, Customer, Project Lead, Start Date and
 * Target End Date required, Project Description and Team Members optional. The key is chosen once: Task
 * IDs carry it.
 */
export function ProjectForm({
  project,
  onSubmit,
  onCancel,
}: {
  project?: ProjectDetail;
  onSubmit: (values: CreateProjectInput) => Promise<unknown>;
  onCancel: () => void;
}) {
  const form = useApiForm<CreateProjectBody, CreateProjectInput>({
    schema: CreateProjectBodySchema,
    defaultValues: {
      name: project?.name ?? '',
      key: project?.key,
      customerId: project?.customer.id ?? '',
      leadId: project?.lead.id ?? '',
      startDate: project?.startDate ?? '',
      targetEndDate: project?.targetEndDate ?? '',
      status: project?.status ?? 'Planned',
      description: project?.description ?? '',
      memberIds: project?.members.map((member) => member.id) ?? [],
    },
    onSubmit,
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;

  return (
    <ApiFormShell
      form={form}
      label={project ? 'Edit Project' : 'Create New Project'}
      submitLabel={project ? 'Save' : 'Create Project'}
      onCancel={onCancel}
    >
      <div className="grid gap-5 sm:grid-cols-[minmax(0,1fr)_10rem]">
        <TextField label={requiredLabel('Project Name')} error={errors.name?.message} {...register('name')} />
        <TextField
          label="Project Key"
          placeholder="e.g. GST"
          autoCapitalize="characters"
          disabled={Boolean(project)}
          hint={project ? 'Task IDs carry it.' : 'Used in Task IDs; made from the name when left empty.'}
          error={errors.key?.message}
          {...register('key', { setValueAs: (value: string | undefined) => value?.trim() || undefined })}
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <Controller
          control={control}
          name="customerId"
          render={({ field, fieldState }) => (
            <ChoiceSelect
              label={requiredLabel('Customer')}
              source={customerSource}
              fallback={project?.customer}
              value={field.value ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={fieldState.error?.message}
              placeholder="Type a business name"
              buttonLabel="Show customers"
              inline
            />
          )}
        />
        <Controller
          control={control}
          name="leadId"
          render={({ field, fieldState }) => (
            <ChoiceSelect
              label={requiredLabel('Project Lead')}
              source={peopleSource}
              fallback={project?.lead}
              value={field.value ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={fieldState.error?.message}
              placeholder="Type a name"
              buttonLabel="Show people"
              inline
            />
          )}
        />
        <TextField
          label={requiredLabel('Start Date')}
          type="date"
          error={errors.startDate?.message}
          {...register('startDate')}
        />
        <TextField
          label={requiredLabel('Target End Date')}
          type="date"
          error={errors.targetEndDate?.message}
          {...register('targetEndDate')}
        />
        <SelectField
          label="Status"
          choices={PROJECT_STATUSES.map((status) => ({ id: status, label: status }))}
          error={errors.status?.message}
          {...register('status')}
        />
      </div>
      <TextAreaField
        label="Project Description"
        rows={4}
        error={errors.description?.message}
        {...register('description')}
      />
      <Controller
        control={control}
        name="memberIds"
        render={({ field, fieldState }) => (
          <TeamPicker
            members={project?.members ?? []}
            value={field.value ?? []}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
    </ApiFormShell>
  );
}
