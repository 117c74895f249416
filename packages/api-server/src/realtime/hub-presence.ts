/**
 * Who is on each presence channel: members by user id, with how many of their sockets joined,
 * so a user with two tabs is added once and removed when the last tab leaves (Pusher's rule).
 */
import type { PresenceMember } from './hub-frames.ts';

/** What a joining socket is told: everyone present, as pusher-js reads it. */
export interface PresenceSnapshot {
  ids: string[];
  hash: Record<string, unknown>;
  count: number;
}

export class PresenceRoster {
  private readonly channels = new Map<string, Map<string, { info: unknown; sockets: number }>>();

  /** Adds a socket's member; `firstSocket` says whether the others should hear member_added. */
  join(
    channel: string,
    member: PresenceMember,
  ): { snapshot: PresenceSnapshot; firstSocket: boolean } {
    let present = this.channels.get(channel);
    if (!present) this.channels.set(channel, (present = new Map()));
    const known = present.get(member.userId);
    present.set(member.userId, { info: member.info, sockets: (known?.sockets ?? 0) + 1 });
    const hash = Object.fromEntries([...present].map(([id, { info }]) => [id, info]));
    return { snapshot: { ids: Object.keys(hash), hash, count: present.size }, firstSocket: !known };
  }

  /** Takes a socket's member off; true when that was its user's last socket on the channel. */
  leave(channel: string, member: PresenceMember): boolean {
    const present = this.channels.get(channel);
    const known = present?.get(member.userId);
    if (!present || !known) return false;
    if (known.sockets > 1) {
      known.sockets -= 1;
      return false;
    }
    present.delete(member.userId);
    if (present.size === 0) this.channels.delete(channel);
    return true;
  }
}
