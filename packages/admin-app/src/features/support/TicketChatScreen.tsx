import { useParams } from 'react-router';
import { PageHeader, Stack } from '@packlight/ui';
import { DetailGate } from '../../lib/detail/DetailGate.tsx';
import { routeId } from '../../lib/detail/route-id.ts';
import { paths } from '../../lib/paths.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useTicket } from './api.ts';
import { TicketChat } from './TicketChat.tsx';
import { TicketHeader } from './TicketHeader.tsx';
import { RecordLiveNote } from '../../lib/live/RecordLiveNote.tsx';
import { ticketLabel } from './ticket-rules.ts';
import { WithActivityTab } from '../../lib/activity/WithActivityTab.tsx';

const back = { href: paths.support.href(), label: 'Back to Support' };

/** /support/chatsupport/:id : one ticket's conversation (docs/product/part-2.md §2). */
export function TicketChatScreen() {
  const id = routeId(useParams().id);
  const { data, error, mutate } = useTicket(id);
  const ticket = data?.data;
  usePageTitle(ticket ? ticketLabel(ticket) : null, 'Support');

  return (
    <Stack gap="lg">
      {!ticket && (
        <PageHeader
          breadcrumbs={[
            { label: 'Dashboard', href: paths.dashboard.href() },
            { label: 'Support', href: paths.support.href() },
            { label: 'Details' },
          ]}
          title="Ticket"
        />
      )}
      <RecordLiveNote type="ticket" id={id} />
      <DetailGate
        id={id}
        record={ticket}
        error={error}
        retry={() => void mutate()}
        loadingLabel="Loading ticket..."
        notFoundTitle="Ticket not found"
        notFoundHint="This ticket does not exist, or the link is wrong."
        errorTitle="Error loading the ticket."
        back={back}
      >
        {(loaded) => (
          <>
            <TicketHeader ticket={loaded} />
            <WithActivityTab subjectType="ticket" subjectId={loaded.id} detailsLabel="Chat">
              <TicketChat key={loaded.id} ticket={loaded} refetch={() => void mutate()} />
            </WithActivityTab>
          </>
        )}
      </DetailGate>
    </Stack>
  );
}
