import type { Adapter, AdapterPayload } from "oidc-provider";

interface Entry {
  payload: AdapterPayload;
  expiresAt: number;
}

/**
 * Sessions, interactions, grants and refresh tokens of the built-in sign-in, in this
 * process's memory: a restart signs everyone out (their JWT access tokens stay valid until
 * they expire). Our own rather than oidc-provider's bundled one, which warns on every start.
 */
export function createMemoryAdapterFactory(): (model: string) => Adapter {
  const entries = new Map<string, Entry>();
  // Grant id → the keys of every artefact issued under it, for revokeByGrantId.
  const byGrant = new Map<string, Set<string>>();
  let writes = 0;

  const read = (key: string): AdapterPayload | undefined => {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= Date.now()) {
      entries.delete(key);
      return undefined;
    }
    return entry.payload;
  };

  // Expired entries are dropped now and then, so a long dev session doesn't grow forever.
  const sweep = () => {
    const now = Date.now();
    for (const [key, entry] of entries) if (entry.expiresAt <= now) entries.delete(key);
    for (const [grantId, keys] of byGrant) {
      for (const key of keys) if (!entries.has(key)) keys.delete(key);
      if (keys.size === 0) byGrant.delete(grantId);
    }
  };

  return (model) => {
    const keyOf = (id: string) => `${model}:${id}`;
    const find = (field: "uid" | "userCode", value: string) => {
      const id = read(`${model}:${field}:${value}`)?.jti;
      return typeof id === "string" ? read(keyOf(id)) : undefined;
    };
    return {
      async upsert(id, payload, expiresIn = 3600) {
        const key = keyOf(id);
        const expiresAt = Date.now() + expiresIn * 1000;
        entries.set(key, { payload, expiresAt });
        if (payload.grantId) byGrant.set(payload.grantId, (byGrant.get(payload.grantId) ?? new Set()).add(key));
        if (payload.uid) entries.set(`${model}:uid:${payload.uid}`, { payload: { jti: id }, expiresAt });
        if (payload.userCode) entries.set(`${model}:userCode:${payload.userCode}`, { payload: { jti: id }, expiresAt });
        if (++writes % 500 === 0) sweep();
      },
      async find(id) {
        return read(keyOf(id));
      },
      async findByUid(uid) {
        return find("uid", uid);
      },
      async findByUserCode(userCode) {
        return find("userCode", userCode);
      },
      async consume(id) {
        const payload = read(keyOf(id));
        if (payload) payload.consumed = Math.floor(Date.now() / 1000);
      },
      async destroy(id) {
        entries.delete(keyOf(id));
      },
      async revokeByGrantId(grantId) {
        for (const key of byGrant.get(grantId) ?? []) entries.delete(key);
        byGrant.delete(grantId);
      },
    };
  };
}
