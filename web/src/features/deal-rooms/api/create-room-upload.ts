import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast';
import { uploadRoomFile, type UploadRoomFileInput } from '../upload';
import { dealReads } from './deal-reads';

/**
 * Uploads a file into a room (createRoomUpload, the PUT to the bucket,
 * confirmRoomUpload; see ../upload.ts). On success a toast names the file
 * and its version, and the room's files, the deal (bytes used, pitch deck) and
 * the opportunity cards refresh. Failures are the caller's to show (in its dialog or field).
 */
export function useUploadRoomFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UploadRoomFileInput) => uploadRoomFile(input),
    onSuccess: async (file) => {
      toast({ title: 'File uploaded', description: `${file.name} (version ${file.version})`, variant: 'success', action: 'room-upload' });
      await Promise.all(dealReads.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}
