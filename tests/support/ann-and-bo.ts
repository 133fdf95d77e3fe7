/**
 * Ann (the test server's own user) and Bo, both signed in: the two readers of the suites
 * where one user's lists and records must stay apart from another's.
 */
import type { TestServer } from '../../dev/test-server.ts';

const BO = { username: 'bo', password: 'bo-password', email: 'bo@example.org' };

export async function signInAnnAndBo(t: TestServer) {
  await t.server.accounts.addUser(BO);
  return { ann: await t.signIn(), bo: await t.signIn(BO) };
}
