import type { Opportunity } from '@club/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { call } from '../../../lib/api-client';
import { dealReads } from '../api/deal-reads';
import { dealQueryOptions } from '../api/get-deal';
import { useUploadRoomFile } from '../api/create-room-upload';
import { roomFileProblem, uploadFailure, roomBytesLeft, type UploadStep } from '../upload';
import { RoomFileInput, UploadProgress, roomFileHint } from './upload-bits';

type DeckStep = UploadStep | { step: 'opening' };

/** A deck is a PDF. */
const isPdf = (file: File) => /\.pdf$/i.test(file.name) || file.type === 'application/pdf';

/**
 * The opportunity form's pitch deck: the chosen PDF, checked at once, and
 * `send(opportunity)` to run after the opportunity is saved: it opens the
 * deal's room when there is none yet and uploads the deck into its pitch
 * deck category. `send` resolves true when there was nothing to send or it was stored.
 */
export function useDeckUpload() {
  const queryClient = useQueryClient();
  const upload = useUploadRoomFile();
  const [file, setFile] = useState<File>();
  const [problem, setProblem] = useState<string>();
  const [step, setStep] = useState<DeckStep>();
  const opened = useRef(new Map<string, string>());

  const check = (chosen: File) => (isPdf(chosen) ? roomFileProblem(chosen, Number.POSITIVE_INFINITY) : 'The pitch deck must be a PDF');
  const choose = (chosen: File | undefined) => {
    setFile(chosen);
    setProblem(chosen ? check(chosen) : undefined);
  };

  const send = async (opportunity: Opportunity): Promise<boolean> => {
    if (!file) return true;
    const refused = check(file);
    if (refused) {
      setProblem(refused);
      return false;
    }
    setProblem(undefined);
    try {
      setStep({ step: 'opening' });
      // A retry after a failed upload reads the room opened the first time instead of opening it again.
      const dealId = opportunity.dataRoomId ?? opened.current.get(opportunity.id);
      // openDeal through the client, not useOpenDeal: its refusal shows under this field (no toast), and the
      // deal-flow cards keep useOpenDeal in their own chunk (a second importer would split it out for every card).
      const deal = dealId ? await queryClient.fetchQuery(dealQueryOptions(dealId)) : await call('openDeal', { params: { opportunityId: opportunity.id } });
      if (!dealId) {
        // The cards show the room from now on, whether or not the upload then succeeds.
        void Promise.all(dealReads.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      }
      opened.current.set(opportunity.id, deal.id);
      if (file.size > roomBytesLeft(deal.room?.bytesUsed)) {
        setProblem(roomFileProblem(file, roomBytesLeft(deal.room?.bytesUsed)));
        return false;
      }
      await upload.mutateAsync({ dealId: deal.id, file, category: 'pitch_deck', bytesUsed: deal.room?.bytesUsed, onStep: setStep });
      setFile(undefined);
      return true;
    } catch (error) {
      setProblem(`The opportunity is saved, but the pitch deck was not uploaded: ${uploadFailure(error)}`);
      return false;
    } finally {
      setStep(undefined);
    }
  };

  return { file, problem, step, choose, send, isPending: step !== undefined };
}

/** The pitch deck field of the opportunity form: a PDF, its checks, and the upload's progress. */
export function DeckUploadField({ deck }: { deck: ReturnType<typeof useDeckUpload> }) {
  return (
    <>
      <RoomFileInput
        label="Pitch deck (PDF)"
        accept="application/pdf,.pdf"
        hint={`${roomFileHint('PDF')}. It goes into the data room’s pitch deck category; View Pitch opens it for members you let in.`}
        problem={deck.problem}
        isDisabled={deck.isPending}
        onChoose={deck.choose}
      />
      <UploadProgress step={deck.step} name={deck.file?.name ?? 'the deck'} />
    </>
  );
}
