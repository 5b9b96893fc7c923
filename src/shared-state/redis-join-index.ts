// The join indexes in Redis, shared by every gateway instance. Per scope: a meta hash (state and
// current version) and, per version, hashes of records, their order, their keys, and one per
// dimension (join key -> JSON list of record ids). A rebuild writes a new version and switches the
// meta hash to it; readers of the old version finish on it (it expires a minute later). Changes
// are applied by a script, atomically, only to the current version and only forward. The change
// log is one sorted set by sequence number, trimmed to its last entries. A scope's keys share one
// hash tag (`{<scope>}`), and so do the change log's (`{changes}`), so that every script touches
// one slot and runs on a Redis Cluster.
import { randomUUID } from 'node:crypto';
import {
  CHANGE_LOG_LENGTH,
  type Change,
  type FoundItem,
  type IndexState,
  type IndexedItem,
  type ItemUpdate,
  type JoinIndexStore,
  type ScopeRead,
} from '../joins/store.js';
import type { RedisClient } from './redis-health.js';
import { UNGUARDED, type SharedStateGate } from './unavailable.js';

const PREFIX = 'workgraph:joins:';
const CHANGES = `${PREFIX}{changes}:log`;
const SEQ = `${PREFIX}{changes}:seq`;
/** How long readers of a replaced version may still read it. */
const OLD_VERSION_GRACE_MS = 60_000;
/** Most pending changes one read returns; more means the scope rebuilds. */
const MAX_PENDING = 5_000;
/** Keys per lookup script call (Lua's unpack has a limit). */
const LOOKUP_CHUNK = 1_000;
/** Hash fields per HSET of a rebuild. */
const WRITE_CHUNK = 1_000;
/** Longest the writes of one rebuild may take. */
const REBUILD_WRITE_TIMEOUT_MS = 20_000;

/** The scope's meta hash, its parts' expiry renewed on the way. */
const READ_SCOPE = `
local meta = redis.call('HGETALL', KEYS[1])
if #meta == 0 then return false end
local m = {}
for i = 1, #meta, 2 do m[meta[i]] = meta[i + 1] end
local ttl = tonumber(ARGV[1])
redis.call('PEXPIRE', KEYS[1], ttl)
for _, part in ipairs(cjson.decode(m.parts)) do redis.call('PEXPIRE', ARGV[2] .. m.version .. ':' .. part, ttl) end
return meta
`;

/** The change log after a sequence number: its entries, its oldest number and its head. */
const READ_LOG = `
local changes = redis.call('ZRANGEBYSCORE', KEYS[1], '(' .. ARGV[1], '+inf', 'LIMIT', 0, tonumber(ARGV[2]))
local oldest = redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')
return {changes, oldest[2] or '', redis.call('GET', KEYS[2]) or '0'}
`;

const LOOKUP = `
local version = ARGV[2]
if redis.call('EXISTS', ARGV[1] .. version .. ':orders') == 0 then
  version = redis.call('HGET', KEYS[1], 'version')
  if not version then return {} end
end
local base = ARGV[1] .. version .. ':'
local function hmget(key, ids)
  local out = {}
  for s = 1, #ids, 1000 do
    local part = redis.call('HMGET', key, unpack(ids, s, math.min(s + 999, #ids)))
    for j = 1, #part do out[#out + 1] = part[j] end
  end
  return out
end
local lists = redis.call('HMGET', base .. 'd:' .. ARGV[3], unpack(ARGV, 4))
local out = {}
for i = 1, #lists do
  if lists[i] then
    local ids = cjson.decode(lists[i])
    if #ids > 0 then
      local values = hmget(base .. 'items', ids)
      local orders = hmget(base .. 'orders', ids)
      local entry = {ARGV[3 + i]}
      for j = 1, #ids do
        if values[j] then
          entry[#entry + 1] = ids[j]
          entry[#entry + 1] = orders[j]
          entry[#entry + 1] = values[j]
        end
      end
      out[#out + 1] = entry
    end
  end
end
return out
`;

const APPLY = `
if redis.call('HGET', KEYS[1], 'version') ~= ARGV[2] then return 0 end
if tonumber(redis.call('HGET', KEYS[1], 'appliedSeq')) >= tonumber(ARGV[3]) then return 1 end
local base = ARGV[1] .. ARGV[2] .. ':'
local function edit(dim, key, id, add)
  local h = base .. 'd:' .. dim
  local raw = redis.call('HGET', h, key)
  local out = {}
  if raw then for _, x in ipairs(cjson.decode(raw)) do if x ~= id then out[#out + 1] = x end end end
  if add then out[#out + 1] = id end
  if #out == 0 then redis.call('HDEL', h, key) else redis.call('HSET', h, key, cjson.encode(out)) end
end
for _, u in ipairs(cjson.decode(ARGV[4])) do
  local old = redis.call('HGET', base .. 'keys', u.id)
  if old then for dim, keys in pairs(cjson.decode(old)) do for _, key in ipairs(keys) do edit(dim, key, u.id, false) end end end
  if u.gone then
    redis.call('HDEL', base .. 'items', u.id)
    redis.call('HDEL', base .. 'orders', u.id)
    redis.call('HDEL', base .. 'keys', u.id)
  elseif u.placeOnly then
    redis.call('HDEL', base .. 'items', u.id)
    redis.call('HDEL', base .. 'keys', u.id)
    redis.call('HSETNX', base .. 'orders', u.id, u.o)
  else
    redis.call('HSET', base .. 'items', u.id, u.v)
    redis.call('HSETNX', base .. 'orders', u.id, u.o)
    redis.call('HSET', base .. 'keys', u.id, u.k)
    for dim, keys in pairs(cjson.decode(u.k)) do for _, key in ipairs(keys) do edit(dim, key, u.id, true) end end
  end
end
redis.call('HSET', KEYS[1], 'appliedSeq', ARGV[3], 'size', redis.call('HLEN', base .. 'items'))
local ttl = tonumber(ARGV[5])
for _, part in ipairs(cjson.decode(redis.call('HGET', KEYS[1], 'parts'))) do redis.call('PEXPIRE', base .. part, ttl) end
return 1
`;

const APPEND = `
local seq = redis.call('INCR', KEYS[2])
redis.call('ZADD', KEYS[1], seq, seq .. '|' .. ARGV[1])
redis.call('ZREMRANGEBYRANK', KEYS[1], 0, -(tonumber(ARGV[2]) + 1))
return seq
`;

const RELEASE = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0`;

const scopePrefix = (scope: string): string => `${PREFIX}{${scope}}:`;
const metaKey = (scope: string): string => `${scopePrefix(scope)}meta`;

/** The hashes of one version: records, orders, keys, and one per dimension. */
function partsOf(items: IndexedItem[], dimensions: readonly string[]): string[] {
  const seen = new Set(dimensions);
  for (const item of items) for (const dimension of Object.keys(item.keys)) seen.add(dimension);
  return ['items', 'orders', 'keys', ...[...seen].map((d) => `d:${d}`)];
}

function parseChange(member: string): Change {
  const bar = member.indexOf('|');
  return { seq: Number(member.slice(0, bar)), ...(JSON.parse(member.slice(bar + 1)) as Omit<Change, 'seq'>) };
}

export class RedisJoinIndexStore implements JoinIndexStore {
  constructor(
    private readonly redis: RedisClient,
    private readonly idleMs: number,
    private readonly gate: SharedStateGate = UNGUARDED,
    /** Dimensions every version has a hash for (so that expiry covers them from the start). */
    private readonly dimensions: readonly string[] = ['sheet', 'row', 'project'],
  ) {}

  private run<T>(command: () => Promise<T>, timeoutMs?: number): Promise<T> {
    return this.gate.run('join-index', command, timeoutMs);
  }

  async read(scope: string): Promise<ScopeRead | null> {
    const flat = (await this.run(() =>
      this.redis.eval(READ_SCOPE, 1, metaKey(scope), this.idleMs, scopePrefix(scope)),
    )) as string[] | null;
    if (!flat) return null;
    const meta: Record<string, string> = {};
    for (let i = 0; i < flat.length; i += 2) meta[flat[i]!] = flat[i + 1]!;
    const state: IndexState = {
      version: meta.version!,
      builtAt: Number(meta.builtAt),
      appliedSeq: Number(meta.appliedSeq),
      containers: JSON.parse(meta.containers ?? '[]') as string[],
      scanCalls: Number(meta.scanCalls),
      size: Number(meta.size),
      extra: JSON.parse(meta.extra ?? '{}') as Record<string, unknown>,
    };
    const applied = state.appliedSeq;
    // Read after the scope: entries that arrive in between are read with it, or by the next reader.
    const [members, oldest, headText] = (await this.run(() =>
      this.redis.eval(READ_LOG, 2, CHANGES, SEQ, applied, MAX_PENDING),
    )) as [string[], string, string];
    const head = Number(headText);
    const trimmed = head > applied && (oldest === '' || Number(oldest) > applied + 1);
    const complete = head >= applied && !trimmed && members.length < MAX_PENDING;
    return { state, changes: members.map(parseChange), head, complete };
  }

  async lookup(scope: string, version: string, dimension: string, keys: string[]): Promise<Map<string, FoundItem[]>> {
    const found = new Map<string, FoundItem[]>();
    for (let start = 0; start < keys.length; start += LOOKUP_CHUNK) {
      const chunk = keys.slice(start, start + LOOKUP_CHUNK);
      const reply = (await this.run(() =>
        this.redis.eval(LOOKUP, 1, metaKey(scope), scopePrefix(scope), version, dimension, ...chunk),
      )) as string[][];
      for (const [key, ...triples] of reply) {
        const items: FoundItem[] = [];
        for (let i = 0; i < triples.length; i += 3)
          items.push({ id: triples[i]!, order: Number(triples[i + 1]), value: JSON.parse(triples[i + 2]!) });
        found.set(
          key!,
          items.sort((a, b) => a.order - b.order),
        );
      }
    }
    return found;
  }

  async replace(scope: string, state: Omit<IndexState, 'version' | 'size'>, items: IndexedItem[]): Promise<void> {
    const version = randomUUID();
    const base = `${scopePrefix(scope)}${version}:`;
    const parts = partsOf(items, this.dimensions);
    const byDimension = new Map<string, Map<string, string[]>>();
    for (const item of items) {
      for (const [dimension, keys] of Object.entries(item.keys)) {
        const byKey = byDimension.get(dimension) ?? new Map<string, string[]>();
        byDimension.set(dimension, byKey);
        for (const key of keys) byKey.set(key, [...(byKey.get(key) ?? []), item.id]);
      }
    }
    const writes = this.redis.pipeline();
    const hset = (key: string, fields: string[]): void => {
      for (let i = 0; i < fields.length; i += WRITE_CHUNK * 2)
        writes.hset(key, ...fields.slice(i, i + WRITE_CHUNK * 2));
    };
    // Every record keeps its place; only those naming something are stored.
    const named = items.filter((item) => item.value !== null);
    hset(
      `${base}items`,
      named.flatMap((item) => [item.id, JSON.stringify(item.value)]),
    );
    hset(
      `${base}orders`,
      items.flatMap((item) => [item.id, String(item.order)]),
    );
    hset(
      `${base}keys`,
      named.flatMap((item) => [item.id, JSON.stringify(item.keys)]),
    );
    for (const [dimension, byKey] of byDimension)
      hset(
        `${base}d:${dimension}`,
        [...byKey].flatMap(([key, ids]) => [key, JSON.stringify(ids)]),
      );
    for (const part of parts) writes.pexpire(`${base}${part}`, this.idleMs);
    // Bulk writes after the answer, off the request path: they may take longer than one command.
    await this.run(() => writes.exec(), REBUILD_WRITE_TIMEOUT_MS);

    const [oldVersion, oldParts] = await this.run(() => this.redis.hmget(metaKey(scope), 'version', 'parts'));
    const commit = this.redis.multi();
    commit.del(metaKey(scope));
    commit.hset(metaKey(scope), {
      version,
      builtAt: String(state.builtAt),
      appliedSeq: String(state.appliedSeq),
      containers: JSON.stringify(state.containers),
      scanCalls: String(state.scanCalls),
      size: String(named.length),
      extra: JSON.stringify(state.extra),
      parts: JSON.stringify(parts),
    });
    commit.pexpire(metaKey(scope), this.idleMs);
    if (oldVersion && oldParts)
      for (const part of JSON.parse(oldParts) as string[])
        commit.pexpire(`${scopePrefix(scope)}${oldVersion}:${part}`, OLD_VERSION_GRACE_MS);
    await this.run(() => commit.exec(), REBUILD_WRITE_TIMEOUT_MS);
  }

  async apply(scope: string, version: string, appliedSeq: number, updates: ItemUpdate[]): Promise<boolean> {
    // Orders travel as strings: Lua would print large numbers with 14 digits.
    const encoded = updates.map(({ id, item }) =>
      !item
        ? { id, gone: true }
        : item.value === null
          ? { id, placeOnly: true, o: String(item.order) }
          : { id, o: String(item.order), k: JSON.stringify(item.keys), v: JSON.stringify(item.value) },
    );
    const done = await this.run(() =>
      this.redis.eval(
        APPLY,
        1,
        metaKey(scope),
        scopePrefix(scope),
        version,
        appliedSeq,
        JSON.stringify(encoded),
        this.idleMs,
      ),
    );
    return Number(done) === 1;
  }

  async lock(scope: string, ttlMs: number): Promise<(() => Promise<void>) | null> {
    const key = `${scopePrefix(scope)}lock`;
    const token = randomUUID();
    if ((await this.run(() => this.redis.set(key, token, 'PX', ttlMs, 'NX'))) !== 'OK') return null;
    return async () => {
      await this.run(() => this.redis.eval(RELEASE, 1, key, token));
    };
  }

  async append(change: Omit<Change, 'seq'>): Promise<number> {
    return Number(
      await this.run(() => this.redis.eval(APPEND, 2, CHANGES, SEQ, JSON.stringify(change), CHANGE_LOG_LENGTH)),
    );
  }

  async head(): Promise<number> {
    return Number((await this.run(() => this.redis.get(SEQ))) ?? 0);
  }
}
