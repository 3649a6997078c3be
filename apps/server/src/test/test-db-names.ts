export const TEMPLATE_DB = 'roundtrip_template';

/** The same server as TEST_DATABASE_URL, another database on it. */
export function adminUrl(url: string, database = 'postgres'): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/** The test databases of one run: a worker keeps them between files, the run's teardown drops them. */
export function pooledDbPrefix(template: string): string {
  return `${template}_t_`;
}
