// An image of the brand (logo, banner) as a path: typed, or uploaded through the menu's image route, which
// checks size and type and answers the path the image endpoint serves resized.
import { useId, useState } from 'react';
import { ConsoleApiError, useConsoleSession } from '../../lib/console-client.ts';
import { CONSOLE_API_PREFIX } from '../../lib/console-paths.ts';
import { errorMessage, useConsoleLanguage, useConsoleT } from '../../lib/console-i18n.ts';
import { Field, TextInput } from '../../ui/field.tsx';

const ACCEPTED = 'image/jpeg,image/png,image/webp';

export function ImagePathInput({ label, value, onChange, error }: { label: string; value: string | null; onChange: (value: string | null) => void; error?: string | undefined }) {
  const t = useConsoleT('brand');
  const language = useConsoleLanguage();
  const me = useConsoleSession();
  const fileId = useId();
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);

  async function upload(file: File) {
    setUploading(true);
    setUploadError(null);
    try {
      const response = await fetch(`${CONSOLE_API_PREFIX}/menu/images`, {
        method: 'POST',
        headers: { 'content-type': file.type, 'x-csrf-token': me.csrfToken, merchant: me.merchant.id, language },
        body: file,
        credentials: 'same-origin',
      });
      const body = (await response.json().catch(() => null)) as { path?: string; error?: { code: string; description: ConsoleApiError['description'] } } | null;
      if (!response.ok || !body?.path) {
        setUploadError(errorMessage(new ConsoleApiError(response.status, body?.error?.code ?? `HTTP_${response.status}`, body?.error?.description), language));
        return;
      }
      onChange(body.path);
    } catch {
      setUploadError(errorMessage(new ConsoleApiError(0, 'NETWORK_ERROR'), language));
    } finally {
      setUploading(false);
    }
  }

  return (
    <Field label={label} hint={t('common.imageHint')} error={error ?? uploadError ?? undefined}>
      <div className="flex items-center gap-2">
        {value ? <img src={value} alt="" className="size-10 shrink-0 rounded-lg border border-line object-cover" /> : null}
        <TextInput value={value ?? ''} onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)} placeholder="/api/images/…" spellCheck={false} />
        <label htmlFor={fileId} className="shrink-0 cursor-pointer rounded-xl border border-line px-3 py-2 text-sm font-medium hover:bg-canvas">
          {uploading ? t('common.uploading') : t('common.upload')}
        </label>
        <input
          id={fileId}
          type="file"
          accept={ACCEPTED}
          className="sr-only"
          disabled={uploading}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void upload(file);
          }}
        />
      </div>
    </Field>
  );
}
