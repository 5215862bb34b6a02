#ifndef NETWORKING_COPENSSL_SHIM_H
#define NETWORKING_COPENSSL_SHIM_H
#include <dlfcn.h>
#include <stddef.h>
#include <stdio.h>
#include <openssl/bio.h>
#include <openssl/err.h>
#include <openssl/opensslv.h>
#include <openssl/ssl.h>
#include <openssl/x509v3.h>

/* Nothing here links libssl or libcrypto (see module.modulemap): every OpenSSL function Networking
   calls is resolved with dlsym on the first https:// connection, into the table below. */

/* Every OpenSSL function Networking calls, each under the library that exports it. Add a function
   here (and nowhere else) to call it: its table field takes its type from the header and its lookup
   the same spelling, so neither can drift. */
#define NETWORKING_OPENSSL_FUNCTIONS(CRYPTO, SSL)                                                  \
    CRYPTO(BIO_clear_flags)                                                                        \
    CRYPTO(BIO_get_data)                                                                           \
    CRYPTO(BIO_get_new_index)                                                                      \
    CRYPTO(BIO_meth_new)                                                                           \
    CRYPTO(BIO_meth_set_ctrl)                                                                      \
    CRYPTO(BIO_meth_set_read)                                                                      \
    CRYPTO(BIO_meth_set_write)                                                                     \
    CRYPTO(BIO_new)                                                                                \
    CRYPTO(BIO_set_data)                                                                           \
    CRYPTO(BIO_set_flags)                                                                          \
    CRYPTO(BIO_set_init)                                                                           \
    CRYPTO(ERR_clear_error)                                                                        \
    CRYPTO(ERR_error_string_n)                                                                     \
    CRYPTO(ERR_get_error)                                                                          \
    CRYPTO(ERR_peek_error)                                                                         \
    CRYPTO(X509_VERIFY_PARAM_set1_ip_asc)                                                          \
    CRYPTO(X509_verify_cert_error_string)                                                          \
    SSL(SSL_CTX_ctrl)                                                                              \
    SSL(SSL_CTX_free)                                                                              \
    SSL(SSL_CTX_load_verify_locations)                                                             \
    SSL(SSL_CTX_new)                                                                               \
    SSL(SSL_CTX_set_default_verify_paths)                                                          \
    SSL(SSL_CTX_set_options)                                                                       \
    SSL(SSL_CTX_set_verify)                                                                        \
    SSL(SSL_connect)                                                                               \
    SSL(SSL_ctrl)                                                                                  \
    SSL(SSL_free)                                                                                  \
    SSL(SSL_get0_param)                                                                            \
    SSL(SSL_get_error)                                                                             \
    SSL(SSL_get_verify_result)                                                                     \
    SSL(SSL_is_init_finished)                                                                      \
    SSL(SSL_new)                                                                                   \
    SSL(SSL_read)                                                                                  \
    SSL(SSL_set1_host)                                                                             \
    SSL(SSL_set_bio)                                                                               \
    SSL(SSL_shutdown)                                                                              \
    SSL(SSL_write)                                                                                 \
    SSL(TLS_client_method)

/* The OpenSSL functions Networking calls, resolved in the loaded libraries; each field is named and
   typed like the function it points to (Swift: `openssl.SSL_new(context)`). */
typedef struct networking_openssl_functions {
#define NETWORKING_OPENSSL_FIELD(name) __typeof__(&name) _Nonnull name;
    NETWORKING_OPENSSL_FUNCTIONS(NETWORKING_OPENSSL_FIELD, NETWORKING_OPENSSL_FIELD)
#undef NETWORKING_OPENSSL_FIELD
} networking_openssl_functions;

/* The file names of the libraries these headers describe (OPENSSL_SHLIB_VERSION: "libssl.so.3"). */
#if defined(__APPLE__)
#define NETWORKING_OPENSSL_FILE(name) "lib" name "." OPENSSL_MSTR(OPENSSL_SHLIB_VERSION) ".dylib"
#else
#define NETWORKING_OPENSSL_FILE(name) "lib" name ".so." OPENSSL_MSTR(OPENSSL_SHLIB_VERSION)
#endif

static inline const char *_Nonnull networking_openssl_ssl_file(void) { return NETWORKING_OPENSSL_FILE("ssl"); }
static inline const char *_Nonnull networking_openssl_crypto_file(void) { return NETWORKING_OPENSSL_FILE("crypto"); }

/* Why networking_openssl_load failed: which file it could not open or lacked a function (1: the
   ssl file, 0: the crypto file; the caller holds both names), that function (NULL when the file itself
   failed), and dlerror's text. */
typedef struct networking_openssl_failure {
    int in_ssl_file;
    const char *_Nullable symbol;
    char reason[512];
} networking_openssl_failure;

/* Copies dlerror's text into `failure` (the text is only valid until the next dl call). */
static inline void networking_openssl_keep_reason(networking_openssl_failure *_Nonnull failure) {
    const char *reason = dlerror();
    snprintf(failure->reason, sizeof failure->reason, "%s", reason != NULL ? reason : "unknown dynamic loader error");
}

/* Opens `crypto_file`, then `ssl_file` (RTLD_NOW | RTLD_LOCAL), and fills `functions` from them.
   Returns 1 on success: both handles then stay open for the process's life, deliberately (the
   functions point into them). Returns 0 when a library cannot be opened (`failure->symbol` NULL) or
   lacks a function; both are then closed again and `functions` is left partly written. */
static inline int networking_openssl_load(const char *_Nonnull ssl_file, const char *_Nonnull crypto_file,
                                          networking_openssl_functions *_Nonnull functions,
                                          networking_openssl_failure *_Nonnull failure) {
    failure->in_ssl_file = 0;
    failure->symbol = NULL;
    failure->reason[0] = 0;
    void *crypto = dlopen(crypto_file, RTLD_NOW | RTLD_LOCAL);
    if (crypto == NULL) {
        networking_openssl_keep_reason(failure);
        return 0;
    }
    void *ssl = dlopen(ssl_file, RTLD_NOW | RTLD_LOCAL);
    if (ssl == NULL) {
        failure->in_ssl_file = 1;
        networking_openssl_keep_reason(failure);
        dlclose(crypto);
        return 0;
    }
#define NETWORKING_OPENSSL_RESOLVE(handle, is_ssl, name)                                           \
    {                                                                                              \
        void *address = dlsym(handle, #name);                                                      \
        if (address == NULL) {                                                                     \
            failure->in_ssl_file = is_ssl;                                                         \
            failure->symbol = #name;                                                               \
            networking_openssl_keep_reason(failure);                                               \
            dlclose(ssl);                                                                          \
            dlclose(crypto);                                                                       \
            return 0;                                                                              \
        }                                                                                          \
        functions->name = (__typeof__(&name))address;                                              \
    }
#define NETWORKING_OPENSSL_FROM_CRYPTO(name) NETWORKING_OPENSSL_RESOLVE(crypto, 0, name)
#define NETWORKING_OPENSSL_FROM_SSL(name) NETWORKING_OPENSSL_RESOLVE(ssl, 1, name)
    NETWORKING_OPENSSL_FUNCTIONS(NETWORKING_OPENSSL_FROM_CRYPTO, NETWORKING_OPENSSL_FROM_SSL)
#undef NETWORKING_OPENSSL_FROM_SSL
#undef NETWORKING_OPENSSL_FROM_CRYPTO
#undef NETWORKING_OPENSSL_RESOLVE
    return 1;
}

/* OpenSSL spells these as macros over SSL_ctrl / SSL_CTX_ctrl / BIO_set_flags / BIO_clear_flags,
   which Swift cannot call. Each takes the loaded function as a parameter named like it, which hides the
   header's declaration, so the header's own macro expands to a call through the table's pointer
   (Swift: `networking_ssl_set_server_name(openssl.SSL_ctrl, ssl, host)`). */

static inline int networking_ssl_set_server_name(__typeof__(&SSL_ctrl) _Nonnull SSL_ctrl, SSL *_Nonnull ssl,
                                                 const char *_Nonnull name) {
    return (int)SSL_set_tlsext_host_name(ssl, name);
}

static inline int networking_ssl_ctx_require_tls12(__typeof__(&SSL_CTX_ctrl) _Nonnull SSL_CTX_ctrl,
                                                   SSL_CTX *_Nonnull context) {
    return (int)SSL_CTX_set_min_proto_version(context, TLS1_2_VERSION);
}

/* Partial writes from a buffer that may move between retries; a close without close-notify is an
   end of stream (the HTTP framing above decides whether the body was complete). */
static inline void networking_ssl_ctx_configure(__typeof__(&SSL_CTX_ctrl) _Nonnull SSL_CTX_ctrl,
                                                __typeof__(&SSL_CTX_set_options) _Nonnull SSL_CTX_set_options,
                                                SSL_CTX *_Nonnull context) {
    SSL_CTX_set_mode(context, SSL_MODE_ENABLE_PARTIAL_WRITE | SSL_MODE_ACCEPT_MOVING_WRITE_BUFFER);
    SSL_CTX_set_options(context, SSL_OP_IGNORE_UNEXPECTED_EOF | SSL_OP_NO_COMPRESSION);
}

static inline void networking_bio_set_retry_read(__typeof__(&BIO_set_flags) _Nonnull BIO_set_flags,
                                                 BIO *_Nonnull bio) {
    BIO_set_retry_read(bio);
}

static inline void networking_bio_set_retry_write(__typeof__(&BIO_set_flags) _Nonnull BIO_set_flags,
                                                  BIO *_Nonnull bio) {
    BIO_set_retry_write(bio);
}

static inline void networking_bio_clear_retry(__typeof__(&BIO_clear_flags) _Nonnull BIO_clear_flags,
                                              BIO *_Nonnull bio) {
    BIO_clear_retry_flags(bio);
}

#endif
