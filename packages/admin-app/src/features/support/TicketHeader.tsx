import { supportEndpoints, type SupportTicket } from '@packlight/api-types';
import { PageHeader } from '@packlight/ui';
import { usePermission } from '../../lib/access/use-permission.ts';
import { useAuth } from '../../lib/auth/context.ts';
import { paths } from '../../lib/paths.ts';
import { canReply, ticketLabel } from './ticket-rules.ts';
import { TicketStatusSelect } from './TicketStatusSelect.tsx';

export interface TicketHeaderProps {
  /** The ticket, as fetched. */
  ticket: SupportTicket;
}

/**
 * A ticket page's heading: breadcrumb, 'Ticket TCK-00001', its subject and the Status choice
 * (for readers who may reply, and whose role may set a status: D71). Above the Chat and Activity
 * tabs, as on every record page.
 */
export function TicketHeader({ ticket }: TicketHeaderProps) {
  const { user } = useAuth();
  const maySetStatus = usePermission(supportEndpoints.statusUpdate);
  const label = ticketLabel(ticket);
  return (
    <PageHeader
      breadcrumbs={[
        { label: 'Dashboard', href: paths.dashboard.href() },
        { label: 'Support', href: paths.support.href() },
        { label: 'Details' },
      ]}
      title={`Ticket ${label}`}
      lead={ticket.subject}
      actions={
        maySetStatus && canReply(ticket, user?.type) ? (
          <TicketStatusSelect ticketId={ticket.id} status={ticket.status} label={label} />
        ) : null
      }
    />
  );
}
