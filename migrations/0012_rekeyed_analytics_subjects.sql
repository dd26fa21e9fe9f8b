-- Analytics subjects now have a key of their own, derived from ANALYTICS_HASH_KEY (worker/lib/keyed-hash.ts).
-- Those hashed with the secret itself are cleared: they cannot be compared with the new ones, and one made from
-- a crafted "e-mail" could be a newsletter unsubscribe signature of the time, which links mailed before still carry.
UPDATE `analytics_events` SET `subject_hash` = NULL WHERE `subject_hash` IS NOT NULL;
