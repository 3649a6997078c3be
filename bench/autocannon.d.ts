// autocannon 8 ships no types (and @types/autocannon describes 7, without several targets): the part
// bench/load-kit.ts uses.
declare module 'autocannon' {
  type Request = { method?: string; path?: string; headers?: Record<string, string>; body?: string };

  type Options = {
    /** Several targets: connection i goes to url[i % url.length]. */
    url: string | string[];
    connections: number;
    duration: number;
    method?: string;
    headers?: Record<string, string>;
    requests?: {
      setupRequest?: (request: Request) => Request;
      onResponse?: (status: number, body: string) => void;
    }[];
  };

  type Histogram = { p50: number; p99: number };

  type Result = {
    duration: number;
    '2xx': number;
    non2xx: number;
    errors: number;
    timeouts: number;
    latency: Histogram;
    /** Answers by HTTP status ('201', '409', …). */
    statusCodeStats: Record<string, { count: number }>;
  };

  export default function autocannon(options: Options): Promise<Result>;
}
