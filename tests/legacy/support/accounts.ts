import type { StandIn } from './standIn.ts';

/* Buyer accounts made and used through the account API, as a client would. */

let serial = 0;

/** Registers a fresh buyer (unique name, email and mobile) and returns their token and id. */
export async function registerBuyer(
  standIn: StandIn,
  prefix = 'buyer',
  password = 'secret123',
): Promise<{ token: string; userId: number; username: string; mobile: string; password: string }> {
  serial += 1;
  const username = `${prefix}_${serial}_${Math.floor(Math.random() * 1e6)}`.slice(0, 32);
  const mobile = `3${String(Date.now() % 1e6).padStart(6, '0')}${String(serial).padStart(4, '0')}`;
  const answer = await standIn.post('/api/user/register', {
    username,
    nickname: `Nick ${serial}`,
    password,
    repPwd: password,
    email: `${username}@example.com`,
    mobile,
    quhao: '44',
  });
  if (answer.body.code !== 1) throw new Error(`register ${username} failed: ${answer.body.msg}`);
  const info = answer.body.data.userinfo as { token: string; user_id: number };
  return { token: info.token, userId: info.user_id, username, mobile, password };
}

/** Sets a buyer's payment code for the first time. */
export async function setPayCode(standIn: StandIn, token: string, code = '654321'): Promise<void> {
  const answer = await standIn.post('/api/user/resetPay', { newpassword: code, is_verify: 0 }, token);
  if (answer.body.code !== 1) throw new Error(`resetPay failed: ${answer.body.msg}`);
}

/** Session tokens of the seeded buyers: demo (with a payment code and an address) and newbie (without). */
export async function logInSeededBuyers(standIn: StandIn): Promise<{ demo: string; newbie: string }> {
  const demo = await standIn.login();
  const newbie = await standIn.login('newbie', 'newbie123');
  return { demo, newbie };
}
