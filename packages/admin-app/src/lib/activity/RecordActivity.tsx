import { useState } from 'react';
import type { ActivitySubjectType } from '@packlight/api-types';
import { Button, EmptyState, LoadingState, Notice, Pagination, Stack } from '@packlight/ui';
import { ActivityTimeline } from './ActivityTimeline.tsx';
import { useActivity } from './use-activity.ts';

export interface RecordActivityProps {
  /** The kind of record whose page this is. */
  subjectType: ActivitySubjectType;
  /** The record's id. */
  subjectId: number;
}

const pageSize = 20;

/** A record's Activity tab: who did what to it, newest first, a page at a time. */
export function RecordActivity({ subjectType, subjectId }: RecordActivityProps) {
  const [page, setPage] = useState(1);
  const { data, error, isLoading, mutate } = useActivity({
    subject_type: subjectType,
    subject_id: subjectId,
    page,
    per_page: pageSize,
  });
  if (error && !data) {
    return (
      <Notice
        tone="danger"
        title="The activity could not be loaded."
        action={<Button onPress={() => void mutate()}>Try again</Button>}
      />
    );
  }
  if (isLoading || !data) return <LoadingState label="Loading activity..." />;
  if (data.data.length === 0) {
    return (
      <EmptyState
        title="No activity yet."
        hint={`Changes to this ${subjectType} will be listed here, with who made them.`}
      />
    );
  }
  return (
    <Stack gap="md">
      <ActivityTimeline entries={data.data} mode="this" />
      {data.meta.last_page > 1 && (
        <Pagination
          total={data.meta.total}
          isTotalLowerBound={data.meta.total_capped_at !== undefined}
          page={page}
          onPageChange={setPage}
          pageSize={pageSize}
          pageSizeOptions={[pageSize]}
        />
      )}
    </Stack>
  );
}
