import { ROOM_FILE_CATEGORIES, type Deal, type RoomFileCategory } from '@club/shared';
import { SelectField, Text } from '@aws-amplify/ui-react';
import { useState, type FormEvent } from 'react';
import { FormDialog } from '../../../components/form';
import { useUploadRoomFile } from '../api/create-room-upload';
import { ROOM_FILE_CATEGORY_LABELS } from '../room-files';
import { formatBytes, roomBytesLeft, roomFileProblem, uploadFailure, type UploadStep } from '../upload';
import { RoomFileInput, UploadProgress, roomFileHint } from './upload-bits';

/**
 * Upload: choose a file and its category. The type and size are checked
 * before anything is sent; the API's refusal (a file that is not what its
 * name says, a room that is full) shows in the dialog. A file with a name
 * already in the room becomes its next version.
 */
export function UploadFileDialog({ deal, open, onClose }: { deal: Deal; open: boolean; onClose: () => void }) {
  const upload = useUploadRoomFile();
  const [file, setFile] = useState<File>();
  const [category, setCategory] = useState<RoomFileCategory>('pitch_deck');
  const [problem, setProblem] = useState<string>();
  const [step, setStep] = useState<UploadStep>();
  const left = roomBytesLeft(deal.room?.bytesUsed);

  const choose = (chosen: File | undefined) => {
    setFile(chosen);
    setProblem(chosen ? roomFileProblem(chosen, left) : undefined);
  };
  const close = () => {
    if (upload.isPending) return;
    setFile(undefined);
    setProblem(undefined);
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setProblem('Choose a file to upload');
    const refused = roomFileProblem(file, left);
    if (refused) return setProblem(refused);
    setProblem(undefined);
    upload.mutate(
      { dealId: deal.id, file, category, bytesUsed: deal.room?.bytesUsed, onStep: setStep },
      {
        onSuccess: () => {
          setFile(undefined);
          onClose();
        },
        onError: (error) => setProblem(uploadFailure(error)),
        onSettled: () => setStep(undefined),
      },
    );
  };

  return (
    <FormDialog
      open={open}
      onClose={close}
      title="Upload a file"
      onSubmit={submit}
      submitLabel="Upload"
      pendingLabel="Uploading..."
      isPending={upload.isPending}
    >
      <RoomFileInput
        label="File"
        hint={`${roomFileHint()}. The room has ${formatBytes(Math.max(0, left))} left.`}
        problem={problem}
        isDisabled={upload.isPending}
        onChoose={choose}
      />
      <SelectField label="Category" value={category} onChange={(event) => setCategory(event.target.value as RoomFileCategory)} isDisabled={upload.isPending}>
        {ROOM_FILE_CATEGORIES.map((value) => (
          <option key={value} value={value}>
            {ROOM_FILE_CATEGORY_LABELS[value]}
          </option>
        ))}
      </SelectField>
      <Text className="muted">A file with the same name as one in the room becomes its next version; the older ones stay readable to you.</Text>
      <UploadProgress step={step} name={file?.name ?? 'the file'} />
    </FormDialog>
  );
}
