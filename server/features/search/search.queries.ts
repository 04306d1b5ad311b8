import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { rowsOf } from '../../db/client';
import { likePattern } from '../../lib/search';
import { taggedTicketIds } from '../tickets';
import type { SearchTerms } from './search-terms';

/** What one search asks of the database; nulls switch a source off (no words, too short for trigrams). */
export type SearchValues = {
  tenantId: number;
  /**
   * What finds tickets, notes and calls: the tsquery over their English vectors as text, with the
   * word being typed expanded into whole words (see englishQueryStatement).
   */
  english: string | null;
  /** The search as typed (see SearchTerms): matches names, ranks and marks everything. */
  typed: string | null;
  /** A LIKE pattern for trigram matches inside ids, phones, e-mails and names. */
  pattern: string | null;
  /** The whole search, trimmed and lower-cased, for exact adjustment numbers, DOT serials, dealer codes. */
  exact: string;
  /** A ticket number when the search reads as one (#TK-012, TK-12, 12). */
  number: number | null;
  /** Candidates each source gives at most, newest first, before any ranking. */
  candidates: number;
  limit: number;
};

export type SearchRow = {
  kind: 'ticket' | 'customer' | 'dealer';
  id: number;
  field: 'number' | 'ticket' | 'note' | 'transcript' | 'claim' | 'tag' | 'customer' | 'dealer';
  isExact: boolean;
  matchedAt: string;
  inSubject: boolean;
  ticketNumber: number | null;
  title: string;
  label: string;
  /** The text the snippet is cut from, and PostgreSQL's headline of it (matches between \x02 and \x03). */
  source: string;
  headline: string | null;
};

/** Between these the headline marks matched words; they are removed from the text first. */
export const MARK_START = '\u0002';
export const MARK_END = '\u0003';
const HEADLINE_OPTIONS = `StartSel=${MARK_START}, StopSel=${MARK_END}, MaxWords=22, MinWords=8, MaxFragments=2, FragmentDelimiter=" … "`;

/**
 * Rows each source reads newest first before it falls back to its full-text or trigram index: a
 * word on more than about 1 row in 40 fills its candidates inside this window; a rarer one is read
 * through the index, where it has few rows.
 */
const RECENT_WINDOW = 2000;

type Source = { name: string; table: string; columns: string; match: SQL };

/**
 * One statement, planned with its values: every source gives its newest `candidates` matches, a
 * ticket keeps its best hit, and only the merged, ranked page gets its titles and headlines.
 * Ranking: exact ids first, then ts_rank over the weighted vectors (trigram-only matches score
 * below any word match), then recency. Each source is read in two bounded steps (decision 061):
 * the newest rows of the tenant, up to RECENT_WINDOW, filtered; and only when those hold fewer
 * than `candidates` matches, every match through the GIN index (then few), newest first.
 */
export function searchStatement(v: SearchValues) {
  const english = sql`${v.english}::tsquery`;
  // Ranked and marked by the search as typed: an OR of expanded words scores differently from the
  // prefix that names (matched by it) are scored by.
  const typed = sql`to_tsquery('english', ${v.typed}::text)`;
  const simple = sql`to_tsquery('simple', ${v.typed}::text)`;
  const pattern = sql`${v.pattern}::text`;
  const exact = sql`${v.exact}::text`;
  // Tag names are matched however short the search: a tenant's tags are few and read whole.
  const tagPattern = sql`${likePattern(v.exact)}::text`;
  const cap = sql`${v.candidates}::int`;
  const tenant = sql`${v.tenantId}::int`;
  const sources: Source[] = [
    {
      name: 'ticket',
      table: 'tickets',
      columns: 'id, search_vector, created_at',
      match: sql`search_vector @@ ${english}`,
    },
    {
      name: 'note',
      table: 'notes',
      columns: 'id, ticket_id, search_vector, created_at',
      match: sql`search_vector @@ ${english}`,
    },
    {
      name: 'call',
      table: 'transcripts',
      columns: 'id, ticket_id, search_vector, created_at',
      match: sql`ticket_id is not null and search_vector @@ ${english}`,
    },
    {
      name: 'claim',
      table: 'warranty_claims',
      columns: 'id, ticket_id, identifiers, created_at',
      match: sql`identifiers like ${pattern}`,
    },
    {
      name: 'customer',
      table: 'customers',
      columns: 'id, search_vector, search_text, created_at',
      match: sql`(search_vector @@ ${simple} or search_text like ${pattern})`,
    },
    {
      name: 'dealer',
      table: 'dealers',
      columns: 'id, dealer_code, search_vector, search_text, created_at',
      match: sql`(search_vector @@ ${simple} or search_text like ${pattern})`,
    },
  ];
  const steps = sql.join(
    sources.map(({ name, table, columns, match }) => {
      const [cols, from] = [sql.raw(columns), sql.raw(table)];
      return sql`${sql.raw(name)}_recent as materialized (
        select ${cols} from (select ${cols} from ${from} where tenant_id = ${tenant}
          order by created_at desc, id desc limit ${RECENT_WINDOW}::int) w
        where ${match} order by created_at desc, id desc limit ${cap}),
      ${sql.raw(name)}_older as materialized (
        select ${cols} from ${from} where tenant_id = ${tenant} and ${match})`;
    }),
    sql`, `,
  );
  // Never executed when the window already holds `cap` matches (a one-time filter).
  const newest = (name: string) => {
    const [recent, older] = [sql.raw(`${name}_recent`), sql.raw(`${name}_older`)];
    return sql`(select * from ${recent}) union all (select * from (select * from ${older} o
      where (select count(*) from ${recent}) < ${cap} and o.id not in (select id from ${recent})
      order by created_at desc, id desc limit ${cap}) older)`;
  };
  return sql`with ${steps}, ticket_hits as (
    (select coalesce(merged_into_id, id) as ticket_id, 'number'::text as field, id as source_id, true as is_exact,
      1::real as rank, created_at
      from tickets where tenant_id = ${tenant} and number = ${v.number}::int)
    union all
    (select id, 'ticket', id, false, ts_rank(search_vector, ${typed}), created_at from (${newest('ticket')}) h)
    union all
    (select ticket_id, 'note', id, false, ts_rank(search_vector, ${typed}), created_at from (${newest('note')}) h)
    union all
    (select ticket_id, 'transcript', id, false, ts_rank(search_vector, ${typed}), created_at from (${newest('call')}) h)
    union all
    (select ticket_id, 'claim', id, true, 1::real, created_at from warranty_claims
      where tenant_id = ${tenant} and (adjustment_key = ${exact} or dot_key = ${exact})
      order by created_at desc, id desc limit ${cap})
    union all
    (select ticket_id, 'claim', id, false, 0.1 * word_similarity(${exact}, identifiers), created_at
      from (${newest('claim')}) h)
    union all
    (select coalesce(merged_into_id, id), 'tag', id, false, 0.1::real, created_at from tickets
      where tenant_id = ${tenant} and id = any(${taggedTicketIds(tenant, tagPattern)})
      order by created_at desc, id desc limit ${cap})
  ), best_ticket_hits as (
    select distinct on (ticket_id) 'ticket'::text as kind, ticket_id as id, field, source_id, is_exact, rank, created_at
    from ticket_hits order by ticket_id, is_exact desc, rank desc, created_at desc
  ), contact_hits as (
    (select 'customer'::text, id, 'customer'::text, id, false,
        greatest(ts_rank(search_vector, ${simple}), 0.1 * word_similarity(${exact}, search_text)), created_at
      from (${newest('customer')}) h)
    union all
    (select 'dealer', id, 'dealer', id, lower(dealer_code) = ${exact},
        greatest(ts_rank(search_vector, ${simple}), 0.1 * word_similarity(${exact}, search_text)), created_at
      from (${newest('dealer')}) h)
  ), ranked as (
    select * from best_ticket_hits union all select * from contact_hits
    order by is_exact desc, rank desc, created_at desc, id desc limit ${v.limit}::int
  ), described as (
    select r.*, t.number as ticket_number, t.subject as ticket_subject,
      r.field = 'ticket' and to_tsvector('english', t.subject) @@ ${typed} as in_subject,
      translate(case r.field
        when 'number' then t.subject
        when 'ticket' then case when to_tsvector('english', t.subject) @@ ${typed} then t.subject else t.description end
        when 'note' then n.content
        when 'transcript' then concat_ws(' — ', nullif(tr.summary, ''), tr.transcript)
        when 'claim' then concat_ws(' · ', c.claim_adjustment_number, c.dot_serial)
        when 'tag' then (select string_agg(g.name, ', ' order by lower(g.name)) from ticket_tags x
          join tags g on g.id = x.tag_id where x.tenant_id = t.tenant_id and x.ticket_id = t.id)
        when 'customer' then concat_ws(' · ', cu.first_name || ' ' || cu.last_name, cu.phone, cu.email, cu.company)
        else concat_ws(' · ', d.dealer_name, d.dealer_code, d.contact_name, d.city || ', ' || d.state)
      end, E'\\x02\\x03', '') as source,
      case r.kind when 'customer' then cu.first_name || ' ' || cu.last_name
        when 'dealer' then d.dealer_name else t.subject end as title,
      case r.kind when 'customer' then coalesce(nullif(cu.phone, ''), cu.email, '')
        when 'dealer' then d.dealer_code else '' end as label
    from ranked r
    left join tickets t on r.kind = 'ticket' and t.id = r.id
    left join notes n on r.field = 'note' and n.id = r.source_id
    left join transcripts tr on r.field = 'transcript' and tr.id = r.source_id
    left join warranty_claims c on r.field = 'claim' and c.id = r.source_id
    left join customers cu on r.kind = 'customer' and cu.id = r.id
    left join dealers d on r.kind = 'dealer' and d.id = r.id
  )
  select kind, id, field, is_exact as "isExact", in_subject as "inSubject", ticket_number as "ticketNumber",
    title, label, source,
    to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "matchedAt",
    case when field in ('number', 'claim', 'tag') then null
      else ts_headline(case when kind = 'ticket' then 'english' else 'simple' end::regconfig, source,
        case when kind = 'ticket' then ${typed} else ${simple} end, ${HEADLINE_OPTIONS}) end as headline
  from described
  order by is_exact desc, rank desc, created_at desc, id desc`;
}

/** The most words a prefix is expanded into; past it, the index's prefix match costs no more. */
const MAX_EXPANSION = 20;

/** A lexeme as a tsquery operand: quoted, with its quotes doubled and its backslashes escaped. */
const quotedLexeme = sql.raw(String.raw`'''' || replace(replace(word, '\', '\\'), '''', '''''') || ''''`);

/**
 * The word being typed as the tenant's words that start with it (search_words, decision 066),
 * joined by `|`: a prefix match (`separ:*`) makes the GIN index collect every row of every word it
 * covers before another word of the search can rule any out, while the same words named exactly
 * are intersected by the index's fast scan. With no such word, or more than MAX_EXPANSION, the
 * prefix match stays.
 */
function typedWord(tenantId: number, prefix: string) {
  return sql`coalesce(
    (select string_agg(${quotedLexeme}, ' | ')::tsquery from (
        select word from search_words,
          (select tsvector_to_array(to_tsvector('english', ${prefix}::text)) as stems) typed
        where tenant_id = ${tenantId}::int and cardinality(typed.stems) = 1
          and word >= typed.stems[1] and word < typed.stems[1] || chr(1114111)
        order by word limit ${MAX_EXPANSION + 1}::int) starting
      having count(*) between 1 and ${MAX_EXPANSION}::int),
    to_tsquery('english', ${`${prefix}:*`}::text))`;
}

/**
 * The English tsquery a search runs, as text: its whole words and the word being typed. In the same
 * round trip, parallel workers are switched off for the transaction: starting them costs more than
 * the search's bounded reads (measured: 177 ms for a branch with nothing to do, on a busy machine).
 */
export function englishQueryStatement(tenantId: number, terms: Pick<SearchTerms, 'words' | 'prefix'>) {
  const parts = [
    ...(terms.words ? [sql`to_tsquery('english', ${terms.words}::text)`] : []),
    ...(terms.prefix ? [typedWord(tenantId, terms.prefix)] : []),
  ];
  const query = parts.length > 0 ? sql.join(parts, sql` && `) : sql`null::tsquery`;
  return sql`select set_config('max_parallel_workers_per_gather', '0', true) as parallel,
    (${query})::text as english`;
}

type SearchRequest = Omit<SearchValues, 'english'> & Pick<SearchTerms, 'words' | 'prefix'>;

export async function runSearch(tx: Tx, request: SearchRequest): Promise<SearchRow[]> {
  const [query] = rowsOf<{ english: string | null }>(
    await tx.execute(englishQueryStatement(request.tenantId, request)),
  );
  return rowsOf<SearchRow>(await tx.execute(searchStatement({ ...request, english: query!.english })));
}
