import { ROOM_FILE_TYPES, ROOM_LIMITS } from '@club/shared';
import { Text } from '@aws-amplify/ui-react';
import { useId } from 'react';
import { ROOM_FILE_ACCEPT, formatBytes, type UploadStep } from '../upload';

const TYPES = Object.values(ROOM_FILE_TYPES).map((type) => type.label);

/** What a room takes, in one line (`only` narrows the types, e.g. the deck field's PDF). */
export const roomFileHint = (only?: string) => `${only ?? `${TYPES.slice(0, -1).join(', ')} or ${TYPES.at(-1)}`}, up to ${formatBytes(ROOM_LIMITS.fileBytes)}`;

/**
 * A labelled file chooser with its hint and its problem (refused type or
 * size, the API's reason) announced under it.
 */
export function RoomFileInput({
  label,
  accept = ROOM_FILE_ACCEPT,
  hint,
  problem,
  isDisabled = false,
  onChoose,
}: {
  label: string;
  accept?: string;
  hint: string;
  problem?: string;
  isDisabled?: boolean;
  onChoose: (file: File | undefined) => void;
}) {
  const id = useId();
  return (
    <div className="room-file-input amplify-flex amplify-field">
      <label htmlFor={id} className="amplify-label">
        {label}
      </label>
      <input
        id={id}
        type="file"
        accept={accept}
        disabled={isDisabled}
        aria-describedby={`${id}-hint ${id}-problem`}
        aria-invalid={problem ? true : undefined}
        onChange={(event) => onChoose(event.target.files?.[0])}
      />
      <Text id={`${id}-hint`} className="muted room-file-input__hint">
        {hint}
      </Text>
      <Text id={`${id}-problem`} className="field-error" role={problem ? 'alert' : undefined}>
        {problem ?? ''}
      </Text>
    </div>
  );
}

const STEP_TEXT = { opening: 'Opening the data room…', checking: 'Checking the file…', confirming: 'Checking the stored file…' } as const;

/** Where an upload is, in words and (while the bytes go) as a progress bar. */
export function UploadProgress({ step, name }: { step: UploadStep | { step: 'opening' } | undefined; name: string }) {
  if (!step) return null;
  const text = step.step === 'sending' ? `Uploading ${name}: ${Math.round(step.fraction * 100)}%` : STEP_TEXT[step.step];
  return (
    <div className="upload-progress" role="status">
      <Text>{text}</Text>
      {step.step === 'sending' ? <progress max={1} value={step.fraction} aria-label={`Upload of ${name}`} /> : null}
    </div>
  );
}
