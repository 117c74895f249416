// Kept in the tab's sessionStorage: the login page reads it once, even after a full reload.
const key = 'packlight.session_ended';

/** Notes that the server ended this tab's session (a 401 on a signed-in call). */
export function markSessionEnded(): void {
  try {
    sessionStorage.setItem(key, '1');
  } catch {
    // Storage off: the login page simply does not say why.
  }
}

/** Whether the session ended under the user since the last look; forgets it. */
export function takeSessionEnded(): boolean {
  try {
    const ended = sessionStorage.getItem(key) === '1';
    sessionStorage.removeItem(key);
    return ended;
  } catch {
    return false;
  }
}
