-- The least a checkout writes: an order and its line, as the checkout-shaped baseline does (bench/baseline/index.ts).
CREATE TABLE bench_orders (id TEXT PRIMARY KEY, reference TEXT NOT NULL UNIQUE, total_cents INTEGER NOT NULL, created_at INTEGER NOT NULL);
CREATE TABLE bench_order_lines (order_id TEXT NOT NULL REFERENCES bench_orders(id), name TEXT NOT NULL, unit_cents INTEGER NOT NULL, quantity INTEGER NOT NULL);
