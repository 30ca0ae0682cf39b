-- Issue 18: the inbox's events (docs/notifications.md#events).

-- A published catalogue is announced to the shoppers once, when they can see it: the copy that sets
-- this first sends the notifications. Those published before this existed are not announced again.
alter table catalogues add column announced_at timestamptz;
update catalogues set announced_at = published_at where published_at is not null;
