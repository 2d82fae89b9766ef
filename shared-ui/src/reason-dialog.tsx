import { useEffect, useMemo, type ReactNode } from 'react';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { ConfirmDialog } from './confirm-dialog';
import { useLastDefined } from './use-last-defined';

export interface ReasonDialogProps<T> {
  /** What the reason is about, while the dialog is open (undefined: closed). */
  subject: T | undefined;
  title: string;
  confirmLabel: string;
  loadingLabel: string;
  /** The text field's label ("Reason", "Note"). */
  label: string;
  maxLength: number;
  /**
   * The API's body for a text: it is checked with `schema` (the endpoint's own request schema and
   * messages) before anything is sent; the issues at `field` show under the text field.
   */
  body(text: string): unknown;
  schema: z.ZodType;
  field: string;
  /** The sentence above the field, for the subject shown. */
  describe(subject: T): ReactNode;
  busy: boolean;
  onCancel(): void;
  onConfirm(subject: T, text: string): void;
}

/**
 * A destructive decision that needs a written reason the other side is told (rejecting a
 * listing, refusing a dispute): a required multi-line text with a character count, checked
 * against the endpoint's request schema, inside the shared ConfirmDialog.
 */
export function ReasonDialog<T>({
  subject,
  title,
  confirmLabel,
  loadingLabel,
  label,
  maxLength,
  body,
  schema,
  field,
  describe,
  busy,
  onCancel,
  onConfirm,
}: ReasonDialogProps<T>) {
  const shown = useLastDefined(subject);
  const resolver = useMemo(
    () =>
      zodResolver(
        z.object({ text: z.string() }).superRefine(({ text }, ctx) => {
          const parsed = schema.safeParse(body(text));
          if (parsed.success) return;
          for (const issue of parsed.error.issues) {
            if (issue.path.join('.') === field)
              ctx.addIssue({ code: 'custom', message: issue.message, path: ['text'] });
          }
        }),
      ),
    [schema, body, field],
  );
  const {
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors },
  } = useForm<{ text: string }>({ resolver, defaultValues: { text: '' } });
  useEffect(() => {
    if (subject) reset({ text: '' });
  }, [subject, reset]);
  // What is sent is what the schema made of the text (trimmed, line breaks kept).
  const submit = handleSubmit(({ text }) => {
    const parsed = schema.safeParse(body(text));
    const sent = parsed.success ? (parsed.data as Record<string, unknown>)[field] : undefined;
    if (subject) onConfirm(subject, typeof sent === 'string' ? sent : text);
  });
  const { ref, ...text } = register('text');
  return (
    <ConfirmDialog
      open={Boolean(subject)}
      title={title}
      confirmLabel={confirmLabel}
      loadingLabel={loadingLabel}
      destructive
      loading={busy}
      onCancel={onCancel}
      onConfirm={() => void submit()}
    >
      {shown !== undefined && (
        <Typography color="textSecondary" sx={{ mb: 2 }}>
          {describe(shown)}
        </Typography>
      )}
      <TextField
        label={label}
        required
        multiline
        minRows={4}
        fullWidth
        autoFocus
        {...text}
        inputRef={ref}
        error={Boolean(errors.text)}
        helperText={errors.text?.message ?? `${watch('text').length}/${maxLength}`}
        disabled={busy}
      />
    </ConfirmDialog>
  );
}
