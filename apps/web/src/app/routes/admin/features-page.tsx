import { ADMIN_MESSAGES, AddFeatureBodySchema, type Feature } from '@taskflow/shared';
import { Lock, Plus, Puzzle, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { TextField } from '../../../components/ui/field';
import { Modal } from '../../../components/ui/modal';
import { PageHeader } from '../../../components/ui/page-header';
import { Skeleton } from '../../../components/ui/skeleton';
import {
  useAddFeature,
  useCreateFeature,
  useDeleteFeature,
  useFeatures,
} from '../../../features/admin/api/admin-api';
import { FeatureModalForm } from '../../../features/admin/components/feature-modal-form';
import { ApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** Add a custom feature by name: the spec's messages next to the field and in a toast. */
function AddByName() {
  const [name, setName] = useState('');
  const [error, setError] = useState<string>();
  const add = useAddFeature();
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = AddFeatureBodySchema.safeParse({ name });
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? ADMIN_MESSAGES.featureName;
      setError(message);
      toast.error(message);
      return;
    }
    try {
      await add.mutateAsync(parsed.data.name);
      toast.success(`Feature “${parsed.data.name}” added.`);
      setName('');
      setError(undefined);
    } catch (caught) {
      const message = caught instanceof ApiError ? caught.message : 'Could not add the feature.';
      setError(message);
      toast.error(message);
    }
  };
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="flex flex-wrap items-start gap-3"
      aria-label="Add a custom feature"
    >
      <TextField
        label="Custom feature name"
        value={name}
        error={error}
        autoComplete="off"
        className="min-w-0 flex-1 basis-60"
        onChange={(event) => {
          setName(event.target.value);
          setError(undefined);
        }}
      />
      <Button type="submit" className="sm:mt-6" isLoading={add.isPending}>
        <Plus aria-hidden className="size-4" /> Add
      </Button>
    </form>
  );
}

/** The features catalogue: the spec's 11 defaults (locked) and custom features, used by pricing plans. */
export default function AdminFeaturesPage() {
  useDocumentTitle('Features');
  const { data, isPending, isError } = useFeatures();
  const [isModalOpen, setModalOpen] = useState(false);
  const [deleting, setDeleting] = useState<Feature | null>(null);
  const create = useCreateFeature();
  const remove = useDeleteFeature();

  const askDelete = (feature: Feature) => {
    if (feature.isDefault) toast.error(ADMIN_MESSAGES.defaultFeature);
    else setDeleting(feature);
  };

  return (
    <div className="space-y-6">
      <PageHeader
        title="Features"
        description="The catalogue pricing plans pick from. Default features cannot be deleted."
        actions={
          <Button onClick={() => setModalOpen(true)}>
            <Plus aria-hidden className="size-4" /> Add feature
          </Button>
        }
      />
      <div className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
        <AddByName />
      </div>
      {isPending ? (
        <div className="grid gap-2" aria-busy="true">
          {[0, 1, 2, 3].map((key) => (
            <Skeleton key={key} className="h-12" />
          ))}
        </div>
      ) : isError ? (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          Could not load the features.
        </p>
      ) : (
        <ul
          aria-label="Features"
          className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900"
        >
          {data.map((feature) => (
            <li key={feature.id} className="flex flex-wrap items-center gap-3 px-4 py-3">
              <Puzzle aria-hidden className="size-4 shrink-0 text-slate-400" />
              <div className="min-w-0 flex-1">
                <p className="font-medium break-words">{feature.name}</p>
                <p className="text-xs break-all text-slate-500 dark:text-slate-400">
                  /{feature.slug}
                  {feature.description && ` · ${feature.description}`}
                  {` · in ${feature.planCount} ${feature.planCount === 1 ? 'plan' : 'plans'}`}
                </p>
              </div>
              {feature.isDefault && (
                <span className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700 dark:bg-slate-800 dark:text-slate-300">
                  <Lock aria-hidden className="size-3" /> Default
                </span>
              )}
              <Button
                variant="ghost"
                aria-label={`Delete ${feature.name}`}
                onClick={() => askDelete(feature)}
              >
                <Trash2 aria-hidden className="size-4" />
              </Button>
            </li>
          ))}
        </ul>
      )}

      <Modal isOpen={isModalOpen} onClose={() => setModalOpen(false)} title="Add feature">
        <div className="p-6">
          <h2 className="mb-5 pr-10 text-xl font-semibold">Add feature</h2>
          <FeatureModalForm
            onCancel={() => setModalOpen(false)}
            onSubmit={async (values) => {
              await create.mutateAsync(values);
              toast.success(`Feature “${values.title}” added.`);
              setModalOpen(false);
            }}
          />
        </div>
      </Modal>

      <ConfirmDialog
        isOpen={deleting !== null}
        title={`Delete “${deleting?.name ?? ''}”?`}
        description={
          deleting?.planCount
            ? `It will also be removed from ${deleting.planCount} ${deleting.planCount === 1 ? 'plan' : 'plans'}.`
            : 'No plan lists it.'
        }
        confirmLabel="Delete"
        isPending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          try {
            await remove.mutateAsync(deleting.id);
            toast.success(`Feature “${deleting.name}” deleted.`);
          } catch (caught) {
            toast.error(caught instanceof ApiError ? caught.message : 'Could not delete the feature.');
          }
          setDeleting(null);
        }}
      />
    </div>
  );
}
