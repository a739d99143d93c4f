/**
 * Loads a module of form checks (the shared schemas, and zod with them) that an island fetches only
 * when a form is sent. Answers null when it cannot be fetched: a connection lost for a moment, or a
 * page left open across a release whose file names have changed. The Worker checks every body with
 * the same schemas, so the form is sent anyway and the Worker's answer says what is wrong: a claimant's
 * save must not stop on a missing script.
 */
export async function loadChecks<T>(load: () => Promise<T>): Promise<T | null> {
  try {
    return await load();
  } catch (error) {
    console.error('The form checks could not be loaded; the server checks the form instead', error);
    return null;
  }
}
