import type { SessionUser } from '@taskflow/shared';
import { useState } from 'react';
import { toast } from 'sonner';
import { Avatar } from '../../../components/ui/avatar';
import { ImageFileField } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api-client';
import { AVATAR_FILE_RULE } from '../../../lib/file-check';
import { useReplaceAvatar } from '../api/profile';

/** The profile photo and a file field that replaces it as soon as a file passes the browser's check. */
export function AvatarChanger({ me }: { me: SessionUser }) {
  const replace = useReplaceAvatar();
  const [error, setError] = useState<string>();

  return (
    <div className="flex min-w-0 flex-wrap items-center gap-4">
      <Avatar name={me.name} src={me.avatarUrl} className="size-16 text-lg" />
      <ImageFileField
        label="Profile photo"
        rule={AVATAR_FILE_RULE}
        hint={
          replace.isPending
            ? 'Uploading…'
            : 'JPG, PNG, GIF or WebP, up to 2 MB. Replaced as soon as you choose it.'
        }
        error={error}
        className="min-w-0 flex-1"
        onFile={async (file, problem) => {
          setError(problem);
          if (!file) return;
          try {
            const answer = await replace.mutateAsync(file);
            toast.success(answer.message);
          } catch (failure) {
            setError(
              failure instanceof ApiError
                ? (failure.fields.avatar ?? failure.message)
                : 'Upload failed. Try again.',
            );
          }
        }}
      />
    </div>
  );
}
