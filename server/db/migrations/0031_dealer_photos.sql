-- A dealer account sees the files of its own dealer's tickets: the photos and invoices it added at
-- the counter and those the warranty team added (docs/decisions/086-dealer-users.md).
GRANT SELECT ON attachments TO treaddesk_dealer;
--> statement-breakpoint
CREATE POLICY dealer_rows ON attachments AS RESTRICTIVE FOR ALL TO treaddesk_dealer
  USING (EXISTS (SELECT 1 FROM tickets t WHERE t.id = attachments.ticket_id));
