-- A centre's opening hours were free text ('周一至周六 07:30-11:30'); they become the days and periods
-- that both the centre's page and its slots are made from. Text in that form is read into them; any
-- other text becomes Monday to Saturday 07:30-11:30 until the centre (or the seed) sets its hours.
ALTER TABLE "centres" ALTER COLUMN "opening_hours" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "centres" ALTER COLUMN "opening_hours" SET DATA TYPE jsonb USING jsonb_build_object(
  'weekdays',
  CASE
    WHEN "opening_hours" LIKE '周一至周日%' OR "opening_hours" LIKE '每天%' THEN '[0,1,2,3,4,5,6]'::jsonb
    WHEN "opening_hours" LIKE '周一至周五%' THEN '[1,2,3,4,5]'::jsonb
    WHEN "opening_hours" LIKE '周二至周日%' THEN '[0,2,3,4,5,6]'::jsonb
    ELSE '[1,2,3,4,5,6]'::jsonb
  END,
  'periods',
  jsonb_build_array(jsonb_build_object(
    'opens', coalesce(substring("opening_hours" from '(\d{2}:\d{2})-'), '07:30'),
    'closes', coalesce(substring("opening_hours" from '-(\d{2}:\d{2})'), '11:30')
  ))
);
