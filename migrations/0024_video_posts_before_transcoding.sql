-- Video and reel posts published before videos were transcoded have no video asset:
-- viewers now watch renditions only, so each waits (its creator sees it processing)
-- until the transcode-waiting-videos sweep has sent its upload to be transcoded.
UPDATE "posts" SET "video_ready" = false
WHERE "media_type" IN ('video', 'reel')
  AND "video_ready"
  AND EXISTS (SELECT 1 FROM "media_objects" mo WHERE '/objects/' || mo."object_path" = "posts"."media_url")
  AND NOT EXISTS (SELECT 1 FROM "video_assets" va WHERE '/objects/' || va."source_object_path" = "posts"."media_url");
