import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { type StoreRow, stores, type UserRow, users } from '../db/schema';
import { hashPassword } from '../features/auth/passwords';

let counter = 0;
const next = () => ++counter;

export async function createStore(
  db: Db,
  overrides: Partial<typeof stores.$inferInsert> = {},
): Promise<StoreRow> {
  const n = next();
  const [store] = await db
    .insert(stores)
    .values({ domain: `store-${n}.myshopify.com`, name: `Store ${n}`, ...overrides })
    .returning();
  if (!store) throw new Error('store not created');
  return store;
}

export const TEST_PASSWORD = 'correct horse battery';

// argon2 is slow on purpose; tests hash each distinct password once per file.
const hashes = new Map<string, Promise<string>>();
function hashOnce(password: string): Promise<string> {
  let hashed = hashes.get(password);
  if (!hashed) {
    hashed = hashPassword(password);
    hashes.set(password, hashed);
  }
  return hashed;
}

export async function createUser(
  db: Db,
  storeId: string,
  overrides: Partial<Omit<typeof users.$inferInsert, 'passwordHash'>> & { password?: string } = {},
): Promise<UserRow> {
  const { password = TEST_PASSWORD, ...rest } = overrides;
  const [user] = await db
    .insert(users)
    .values({
      storeId,
      email: `user${next()}@example.com`,
      name: 'Test User',
      userType: 'admin',
      permissions: ['setting.policy.all', 'request.all.view'],
      passwordHash: await hashOnce(password),
      ...rest,
    })
    .returning();
  if (!user) throw new Error('user not created');
  return user;
}

export type Tokens = { token: string; refresh_token: string };

export async function logInAs(app: FastifyInstance, store: StoreRow, user: UserRow): Promise<Tokens> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/user/login',
    payload: { email: user.email, password: TEST_PASSWORD, store: store.domain },
  });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return res.json<Tokens>();
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
