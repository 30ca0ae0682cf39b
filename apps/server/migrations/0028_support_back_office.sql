-- Issue 18, back office « Relation client » (docs/help.md#back-office): the support inbox's other
-- filters are indexed, and a reply is sent once per request id of the staff's form.

-- The inbox by status alone (every kind) and by assignee, newest first (keyset on created_at, id).
create index support_requests_status_idx on support_requests (status, created_at desc, id desc) where deleted_at is null;
create index support_requests_assigned_idx on support_requests (assigned_to, created_at desc, id desc) where assigned_to is not null;
create index support_requests_created_idx on support_requests (created_at desc, id desc) where deleted_at is null;

-- A retried send of the same reply (same form, same request id) writes and sends it once.
alter table support_replies add column request_key text;
create unique index support_replies_request_key_idx on support_replies (request_id, request_key) where request_key is not null;
