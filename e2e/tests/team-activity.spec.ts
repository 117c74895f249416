import { newMail, outboxMark } from './support.ts';
import { declareTeamActivityFlow, invitationLinkIn } from './team-activity-flow.ts';

// The team flow of team-activity-flow.ts on the demo server, whose outbox holds every mail whole.
declareTeamActivityFlow({
  mark: outboxMark,
  invitationLink: async (request, mail) => invitationLinkIn((await newMail(request, mail)).text),
});
