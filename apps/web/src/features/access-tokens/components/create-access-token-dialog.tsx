import {
  ACCESS_TOKEN_AREAS,
  ACCESS_TOKEN_EXPIRIES,
  ACCESS_TOKEN_EXPIRY_LABELS,
  ACCESS_TOKEN_STRINGS,
  type AccessTokenArea,
  type AccessTokenExpiry,
  type CreateAccessTokenBody,
  CreateAccessTokenBodySchema,
} from '@taskflow/shared';
import { TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { z } from 'zod';
import { ApiFormShell, requiredLabel, useApiForm } from '../../../components/forms/api-form';
import { Button } from '../../../components/ui/button';
import { CopyableSecret } from '../../../components/ui/copyable-secret';
import { SelectField, TextField } from '../../../components/ui/field';
import { Modal } from '../../../components/ui/modal';
import { notify } from '../../../lib/notify';
import { useCreateAccessToken } from '../api/access-tokens';

const LEVEL_CHOICES = [
  { id: 'none', label: 'None' },
  { id: 'read', label: 'Read' },
  { id: 'write', label: 'Read and write' },
];

type Level = 'none' | 'read' | 'write';

interface FormValues {
  name: string;
  expiresInDays: AccessTokenExpiry;
  levels: Partial<Record<AccessTokenArea, Level>>;
}

/** The form's values, with one None/Read/Read and write choice per area, become the body's scope list. */
const FormSchema = z
  .object({
    name: CreateAccessTokenBodySchema.shape.name,
    expiresInDays: CreateAccessTokenBodySchema.shape.expiresInDays,
    levels: z.record(z.string(), z.enum(['none', 'read', 'write'])),
  })
  .superRefine((values, context) => {
    if (!Object.values(values.levels).some((level) => level !== 'none')) {
      context.addIssue({ code: 'custom', path: ['levels'], message: ACCESS_TOKEN_STRINGS.scopesRequired });
    }
  })
  .transform(
    (values): CreateAccessTokenBody => ({
      name: values.name,
      expiresInDays: values.expiresInDays,
      scopes: Object.entries(values.levels)
        .filter(([, level]) => level !== 'none')
        .map(([area, level]) => `${area}:${level}`) as CreateAccessTokenBody['scopes'],
    }),
  );

/**
 * Create a personal access token: a name, None/Read/Read and write for each area the person can see, and
 * an expiry (no expiry only for administrators, with a warning). The token is then shown once.
 */
export function CreateAccessTokenDialog({
  isOpen,
  onClose,
  areas,
  canCreateWithoutExpiry,
}: {
  isOpen: boolean;
  onClose: () => void;
  areas: readonly AccessTokenArea[];
  canCreateWithoutExpiry: boolean;
}) {
  const [created, setCreated] = useState<{ name: string; token: string } | null>(null);
  const close = () => {
    setCreated(null);
    onClose();
  };
  return (
    <Modal isOpen={isOpen} onClose={close} title={created ? 'Your new access token' : 'New access token'}>
      <div className="p-6">
        {created ? (
          <CreatedToken name={created.name} token={created.token} onDone={close} />
        ) : (
          <CreateForm
            areas={areas}
            canCreateWithoutExpiry={canCreateWithoutExpiry}
            onCreated={setCreated}
            onCancel={close}
          />
        )}
      </div>
    </Modal>
  );
}

function CreateForm({
  areas,
  canCreateWithoutExpiry,
  onCreated,
  onCancel,
}: {
  areas: readonly AccessTokenArea[];
  canCreateWithoutExpiry: boolean;
  onCreated: (created: { name: string; token: string }) => void;
  onCancel: () => void;
}) {
  const create = useCreateAccessToken();
  const form = useApiForm<FormValues, CreateAccessTokenBody>({
    schema: FormSchema as never,
    defaultValues: {
      name: '',
      expiresInDays: '30',
      levels: Object.fromEntries(areas.map((area) => [area, 'none'])),
    },
    serverFields: { scopes: 'levels' },
    onSubmit: async (body) => {
      const token = await create.mutateAsync(body);
      notify('success', ACCESS_TOKEN_STRINGS.created);
      onCreated({ name: token.name, token: token.token });
    },
  });
  const { errors } = form.formState;
  const expiry = form.watch('expiresInDays');
  const shownAreas = ACCESS_TOKEN_AREAS.filter((area) => areas.includes(area.key));
  const expiryChoices = ACCESS_TOKEN_EXPIRIES.filter(
    (value) => value !== 'none' || canCreateWithoutExpiry,
  ).map((value) => ({ id: value, label: ACCESS_TOKEN_EXPIRY_LABELS[value] }));
  const levelsError = (errors.levels as { message?: string } | undefined)?.message;

  return (
    <>
      <h2 className="pr-10 text-lg font-semibold">New access token</h2>
      <p className="mt-1 mb-5 text-sm text-slate-600 dark:text-slate-400">
        A token lets another program use the API as you, only in the areas you choose and never beyond what
        you can do yourself.
      </p>
      <ApiFormShell form={form} label="New access token" submitLabel="Create token" onCancel={onCancel}>
        <TextField
          label={requiredLabel('Name')}
          hint="What uses it, e.g. “Reporting sync”"
          maxLength={100}
          error={errors.name?.message}
          {...form.register('name')}
        />
        <fieldset aria-describedby={levelsError ? 'access-token-levels-error' : undefined}>
          <legend className="mb-2 text-sm font-medium text-slate-700 dark:text-slate-300">
            Access <span className="font-normal text-slate-500 dark:text-slate-400">(at least one area)</span>
          </legend>
          <div className="grid gap-3 sm:grid-cols-2">
            {shownAreas.map((area) => (
              <SelectField
                key={area.key}
                label={area.label}
                choices={LEVEL_CHOICES}
                {...form.register(`levels.${area.key}`)}
              />
            ))}
          </div>
          {levelsError && (
            <p
              id="access-token-levels-error"
              role="alert"
              className="mt-2 text-sm text-red-600 dark:text-red-400"
            >
              {levelsError}
            </p>
          )}
        </fieldset>
        <SelectField
          label={requiredLabel('Expires')}
          choices={expiryChoices}
          error={errors.expiresInDays?.message}
          {...form.register('expiresInDays')}
        />
        {expiry === 'none' && (
          <p
            role="note"
            className="flex gap-2 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100"
          >
            <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
            {ACCESS_TOKEN_STRINGS.noExpiryWarning}
          </p>
        )}
      </ApiFormShell>
    </>
  );
}

function CreatedToken({ name, token, onDone }: { name: string; token: string; onDone: () => void }) {
  return (
    <div className="grid gap-4">
      <h2 className="pr-10 text-lg font-semibold wrap-anywhere">Token “{name}” created</h2>
      <p className="text-sm font-medium text-amber-800 dark:text-amber-200">
        {ACCESS_TOKEN_STRINGS.shownOnce}
      </p>
      <CopyableSecret
        id="created-access-token"
        label="Your token"
        value={token}
        copiedMessage="Token copied."
        hint={
          <>
            Send it as <code>Authorization: Bearer &lt;token&gt;</code>.
          </>
        }
      />
      <div className="flex justify-end">
        <Button onClick={onDone}>Done</Button>
      </div>
    </div>
  );
}
