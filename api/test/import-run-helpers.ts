// An import run as the apply records it when the process ends between its commit and the picture
// job's send: unfinished, with its picture task, and no job queued (what the picture sweep finds).
import type { Db } from '../src/db/client';
import type { ImportPictureTask } from '../src/db/schema';
import { createImportHistoryRepository } from '../src/listings/import/history';

/** The lost run's id. */
export function recordLostImportRun(
  db: Db,
  dealerId: string,
  startedAt: Date,
  task: ImportPictureTask,
): Promise<string> {
  return createImportHistoryRepository(db).record({
    dealerId,
    kind: 'import',
    mode: 'partial',
    startedAt,
    picturesTotal: task.urls.length,
    pictureTasks: [task],
  });
}
