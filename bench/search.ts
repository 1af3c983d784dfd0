/** GET /api/search with 100,000 rows per type on PostgreSQL: p95 should be at most 50 ms. */
import type { BenchDatabase } from "./support/databases";
import { load } from "./support/load";
import { startServer } from "./support/server";

const ROWS = 100_000;
/** Common words, a pair that never meets (typo fallback), typos, and the grouped preview with a word and a typo. */
const QUERIES = ["type=creators&q=golden%20retriever", "type=creators&q=goldn%20retrievr", "type=threads&q=agility", "type=items&q=leash", "type=articles&q=dental", "q=hedgehog", "q=hedgehg"];
const WORDS = ["golden", "retriever", "tabby", "parrot", "hedgehog", "training", "agility", "grooming", "treats", "harness", "leash", "vaccines", "dental", "zoomies", "puppy", "kitten"];

export async function benchSearch(database: BenchDatabase, seconds: number, connections: number): Promise<string> {
  const db = await database.open();
  const words = `array[${WORDS.map((w) => `'${w}'`).join(",")}]`;
  const pick = (salt: number) => `(${words})[1 + ((g * ${salt}) % ${WORDS.length})]`;
  const [author] = await db.query<{ id: string }>(`insert into users (auth_subject, username) values ('search-author', 'search_author') returning id`);
  const a = author!.id;
  await db.query(`insert into users (auth_subject, username) select 'search-' || g, 'search_' || g from generate_series(1, ${ROWS}) g`);
  await db.query(`insert into creator_profiles (user_id, pet_name, pet_type, breed, bio)
    select id, 'Pet ' || substr(md5(username), 1, 6), (array['Dog','Cat','Parrot','Hedgehog'])[1 + g % 4], initcap(${pick(7)}), 'Loves ' || ${pick(3)} || ' and naps'
    from (select id, username, row_number() over () as g from users where username like 'search\\_%') u`);
  await db.query(`insert into community_threads (user_id, title, content, category)
    select '${a}', initcap(${pick(5)}) || ' question ' || g, 'We tried ' || ${pick(11)} || ' with ' || ${pick(13)} || ' today.', 'General' from generate_series(1, ${ROWS}) g`);
  await db.query(`insert into marketplace_items (seller_id, title, description, price, category, condition)
    select '${a}', initcap(${pick(3)}) || ' ' || ${pick(7)} || ' ' || g, 'Barely used ' || ${pick(5)}, 10, 'Toys', 'Good' from generate_series(1, ${ROWS}) g`);
  await db.query(`insert into articles (kind, author_id, title, content, topic)
    select 'wellness', '${a}', 'Tip on ' || ${pick(3)} || ' ' || g, 'Remember ' || ${pick(7)} || '.', 'Nutrition' from generate_series(1, ${ROWS / 2}) g`);
  await db.query(`insert into articles (kind, author_id, title, content, topic)
    select 'vet', '${a}', 'Article on ' || ${pick(5)} || ' ' || g, 'Clinical notes on ' || ${pick(11)} || '.', 'Surgery' from generate_series(1, ${ROWS / 2}) g`);
  await db.query("analyze");
  await db.close();
  // The search itself, not the public cache's copy of its answer for signed-out visitors.
  const server = await startServer({ ...database.env, PUBLIC_CACHE_SECONDS: "0" });
  const lines = [`### Search on postgres, ${ROWS.toLocaleString("en-US")} rows per type (${connections} connections)`, "", "| query | req/s | p50 ms | p97.5 ms | p99 ms |", "|---|---|---|---|---|"];
  try {
    // One unmeasured second per query first: fresh pooled connections load their catalog caches.
    for (const query of QUERIES) await load({ url: `${server.baseUrl}/api/search?${query}`, seconds: 1, connections });
    for (const query of QUERIES) {
      const result = await load({ url: `${server.baseUrl}/api/search?${query}`, seconds, connections });
      console.log(`  ${query}: ${result.requestsPerSecond} req/s, p50 ${result.p50} ms, p97.5 ${result.p97_5} ms, p99 ${result.p99} ms${result.non2xx ? ` (${result.non2xx} non-2xx!)` : ""}`);
      lines.push(`| \`${decodeURIComponent(query)}\` | ${result.requestsPerSecond} | ${result.p50} | ${result.p97_5} | ${result.p99} |`);
    }
  } finally {
    await server.stop();
  }
  return lines.join("\n");
}
