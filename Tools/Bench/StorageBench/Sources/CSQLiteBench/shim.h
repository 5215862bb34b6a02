#ifndef STORAGE_BENCH_CSQLITE_SHIM_H
#define STORAGE_BENCH_CSQLITE_SHIM_H
#include <sqlite3.h>
#endif
