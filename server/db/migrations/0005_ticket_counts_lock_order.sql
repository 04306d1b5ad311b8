-- Concurrent ticket writes upserted their counter rows in hash order, so two status changes in
-- opposite directions could lock the same two rows in opposite orders and deadlock (40P01, found
-- by bench/load-mix.ts). Every statement now touches counter rows in one sorted order.
CREATE OR REPLACE FUNCTION tickets_keep_counts() RETURNS trigger
  LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_OP = 'INSERT' THEN
      INSERT INTO ticket_counts (tenant_id, status, priority, contact, count)
        SELECT tenant_id, status, priority, ticket_contact(customer_id, dealer_id), count(*)::int
        FROM new_rows GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
      ON CONFLICT (tenant_id, status, priority, contact) DO UPDATE SET count = ticket_counts.count + EXCLUDED.count;
    ELSIF TG_OP = 'DELETE' THEN
      INSERT INTO ticket_counts (tenant_id, status, priority, contact, count)
        SELECT tenant_id, status, priority, ticket_contact(customer_id, dealer_id), -count(*)::int
        FROM old_rows GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
      ON CONFLICT (tenant_id, status, priority, contact) DO UPDATE SET count = ticket_counts.count + EXCLUDED.count;
    ELSE
      INSERT INTO ticket_counts (tenant_id, status, priority, contact, count)
        SELECT tenant_id, status, priority, contact, sum(delta)::int FROM (
          SELECT tenant_id, status, priority, ticket_contact(customer_id, dealer_id) AS contact, 1 AS delta FROM new_rows
          UNION ALL
          SELECT tenant_id, status, priority, ticket_contact(customer_id, dealer_id), -1 FROM old_rows
        ) changes GROUP BY 1, 2, 3, 4 HAVING sum(delta) <> 0 ORDER BY 1, 2, 3, 4
      ON CONFLICT (tenant_id, status, priority, contact) DO UPDATE SET count = ticket_counts.count + EXCLUDED.count;
    END IF;
    RETURN NULL;
  END
  $$;
