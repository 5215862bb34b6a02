#ifndef STORAGE_CSQLITE_SHIM_H
#define STORAGE_CSQLITE_SHIM_H
#include <sqlite3.h>

/* sqlite3_db_config is variadic, which Swift cannot call: one fixed-signature wrapper per option used. */

/* Whether closing the last connection skips the checkpoint (and keeps the -wal file): 1 skips, 0 checkpoints. */
static inline int storage_set_no_checkpoint_on_close(sqlite3 *db, int skip) {
    return sqlite3_db_config(db, SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE, skip, (int *)0);
}
#endif
