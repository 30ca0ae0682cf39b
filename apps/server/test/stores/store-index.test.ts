import type { FastifyInstance } from 'fastify';
import {
  AliasNode,
  SelectQueryNode,
  TableNode,
  type KyselyPlugin,
  type OperationNode,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/build-test-app.ts';

const isStoresTable = (node: OperationNode) => {
  const table = AliasNode.is(node) ? node.node : node;
  return TableNode.is(table) && table.table.identifier.name === 'stores';
};

/** Counts the reads of the whole store list: a select from `stores` with no join and no where. */
class StoreListReads implements KyselyPlugin {
  count = 0;

  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    if (SelectQueryNode.is(node) && !node.where && !node.joins && node.from?.froms.length === 1 && isStoresTable(node.from.froms[0]!))
      this.count++;
    return node;
  }

  async transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return result;
  }
}

describe('the stores in memory (one index per app, src/services.ts)', () => {
  let app: FastifyInstance;
  const reads = new StoreListReads();
  let sku: string;

  beforeAll(async () => {
    app = await buildTestApp({ wrapDatabase: (database) => ({ ...database, db: database.db.withPlugin(reads) }) });
    sku = (await app.database.db.selectFrom('stock').select('sku').orderBy('sku').executeTakeFirstOrThrow()).sku;
  });
  afterAll(async () => {
    await app.close();
  });

  it('is loaded once for /stores/near and /stock together, not once per routes plugin', async () => {
    expect(reads.count).toBe(0);
    for (let i = 0; i < 2; i++) {
      const near = await app.inject(`/api/v1/stores/near?lat=36.8065&lng=10.1815&radius=50000&limit=5`);
      expect(near.statusCode).toBe(200);
      expect(near.json().items.length).toBeGreaterThan(0);
      const stock = await app.inject(`/api/v1/stock?sku=${sku}`);
      expect(stock.statusCode).toBe(200);
      expect(stock.json().items.length).toBeGreaterThan(0);
    }
    // Each routes plugin used to build its own stores service, hence its own index: 2 reads.
    expect(reads.count).toBe(1);
  });
});
