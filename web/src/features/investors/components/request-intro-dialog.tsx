import { INTRO_PURPOSES, type InvestorCard, type IntroPurpose, networkRoutes, labelOf, displayName } from '@club/shared';
import { Placeholder, SelectField, Text, TextAreaField } from '@aws-amplify/ui-react';
import { Link } from 'react-router-dom';
import { FormDialog, optionalText, useZodForm } from '../../../components/form';
import { Dialog } from '../../../components/ui/dialog';
import { paths } from '../../../config/paths';
import { useRelationship } from '../api/get-relationship';
import { useRequestConnection, useRequestIntroduction } from '../api/request-introduction';
import { NoticeDialog } from './investor-bits';

const nameOf = (investor: InvestorCard) => displayName(investor);

/**
 * Request Introduction to an investor: through a mutual connection
 * when the network has one (an introduction request the introducer approves),
 * otherwise a direct request the investor can accept. Already connected, or a
 * request waiting either way, is said instead.
 */
export function RequestIntroDialog({ investor, onClose }: { investor: InvestorCard; onClose: () => void }) {
  const relationship = useRelationship(investor.userId);
  const name = nameOf(investor);
  const title = `Request Introduction: ${name}`;
  if (relationship.isPending) {
    return (
      <Dialog open onClose={onClose} title={title}>
        <Placeholder size="large" />
      </Dialog>
    );
  }
  const answer = relationship.data;
  if (relationship.isError || !answer) {
    return (
      <NoticeDialog title={title} onClose={onClose}>
        We could not check how you are connected with {name}. Please try again in a moment.
      </NoticeDialog>
    );
  }
  const via = answer.connection?.degree === 2 ? answer.connection.introducedByUser : undefined;
  switch (answer.relationship) {
    case 'self':
      return (
        <NoticeDialog title={title} onClose={onClose}>
          This is your own investor profile.
        </NoticeDialog>
      );
    case 'connected':
      return (
        <NoticeDialog title={title} onClose={onClose}>
          You are already connected with {name}: contact them directly from <Link to={paths.networkGraph.path}>your network</Link>.
        </NoticeDialog>
      );
    case 'outgoing':
      return (
        <NoticeDialog title={title} onClose={onClose}>
          Your request to connect with {name} is waiting for their answer; it is listed under My Introductions.
        </NoticeDialog>
      );
    case 'incoming':
      return (
        <NoticeDialog title={title} onClose={onClose}>
          {name} has asked to connect with you: answer on <Link to={paths.networkGraph.path}>your network page</Link>.
        </NoticeDialog>
      );
    case 'blocked':
      return (
        <NoticeDialog title={title} onClose={onClose}>
          You cannot contact this member.
        </NoticeDialog>
      );
    default:
      return via ? <IntroThroughForm investor={investor} introducer={via} onClose={onClose} /> : <DirectRequestForm investor={investor} onClose={onClose} />;
  }
}

interface IntroForm {
  purpose: IntroPurpose;
  message: string;
}

/** Through a mutual connection: the network's Request Introduction form (Purpose, Message), purpose investment. */
function IntroThroughForm({
  investor,
  introducer,
  onClose,
}: {
  investor: InvestorCard;
  introducer: { id: string; firstName: string; lastName: string };
  onClose: () => void;
}) {
  const send = useRequestIntroduction();
  const form = useZodForm(networkRoutes.createIntroRequest.body, {
    defaultValues: { purpose: 'investment', message: '' } as IntroForm,
    toBody: (values: IntroForm) => ({
      targetUserId: investor.userId,
      introducerId: introducer.id,
      purpose: values.purpose,
      message: optionalText(values.message),
      status: 'pending' as const,
    }),
  });
  const submit = form.onSubmit((body) => send.mutate(body, form.mutateOptions(onClose)));
  return (
    <FormDialog
      open
      onClose={onClose}
      title={`Request Introduction: ${nameOf(investor)}`}
      onSubmit={submit}
      submitLabel="Send Request"
      pendingLabel="Sending..."
      isPending={send.isPending}
    >
      <Text>
        Through your mutual connection <strong>{displayName(introducer)}</strong>, who is asked to introduce you.
      </Text>
      <SelectField label="Purpose" {...form.field('purpose')}>
        {INTRO_PURPOSES.map((purpose) => (
          <option key={purpose} value={purpose}>
            {labelOf(purpose)}
          </option>
        ))}
      </SelectField>
      <TextAreaField label="Message" rows={3} placeholder="What you are raising and why this investor fits" {...form.field('message')} />
    </FormDialog>
  );
}

/** No mutual connection: a direct connection request with a note, which the investor can accept. */
function DirectRequestForm({ investor, onClose }: { investor: InvestorCard; onClose: () => void }) {
  const send = useRequestConnection();
  const form = useZodForm(networkRoutes.sendConnectionRequest.body, {
    defaultValues: { note: '' },
    toBody: (values: { note: string }) => ({ toUserId: investor.userId, note: optionalText(values.note) }),
  });
  const submit = form.onSubmit((body) => send.mutate(body, form.mutateOptions(onClose)));
  return (
    <FormDialog
      open
      onClose={onClose}
      title={`Request Introduction: ${nameOf(investor)}`}
      onSubmit={submit}
      submitLabel="Send Request"
      pendingLabel="Sending..."
      isPending={send.isPending}
    >
      <Text>You have no mutual connection with {nameOf(investor)} yet. Send a direct request: they see it with your note and can accept it.</Text>
      <TextAreaField label="Message" rows={3} placeholder="Introduce yourself and your company" {...form.field('note')} />
    </FormDialog>
  );
}
