-- Dealers are found by every field their row shows (e-mail, phone, city, state), tickets also by
-- the customer's e-mail and the dealer's city and state: recompute what the search looks through,
-- as dealerSearchText and ticketSearchText now build it.
UPDATE "dealers" SET "search_text" = lower(concat_ws(' ',
  nullif("dealer_name", ''), nullif("dealer_code", ''), nullif("email", ''), nullif("contact_name", ''),
  nullif("phone", ''), nullif("city", ''), nullif("state", '')));
--> statement-breakpoint
-- A ticket's text keeps what it has (a call's id among it) and gains the new fields.
UPDATE "tickets" t SET "search_text" = t."search_text" || ' ' || lower(concat_ws(' ',
  nullif(c."email", ''), nullif(d."city", ''), nullif(d."state", '')))
FROM "tickets" t2
  LEFT JOIN "customers" c ON c."id" = t2."customer_id"
  LEFT JOIN "dealers" d ON d."id" = t2."dealer_id"
WHERE t2."id" = t."id" AND (nullif(c."email", '') IS NOT NULL OR d."id" IS NOT NULL);
