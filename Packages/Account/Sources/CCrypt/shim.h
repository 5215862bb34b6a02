#ifndef ACCOUNT_CCRYPT_SHIM_H
#define ACCOUNT_CCRYPT_SHIM_H
#include <crypt.h>
#endif
