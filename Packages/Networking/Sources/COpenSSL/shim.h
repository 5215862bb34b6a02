#ifndef NETWORKING_COPENSSL_SHIM_H
#define NETWORKING_COPENSSL_SHIM_H
#include <openssl/bio.h>
#include <openssl/err.h>
#include <openssl/ssl.h>
#include <openssl/x509v3.h>

/* OpenSSL spells these as macros over SSL_ctrl / SSL_CTX_ctrl, which Swift cannot call. */

static inline int networking_ssl_set_server_name(SSL *ssl, const char *name) {
    return (int)SSL_set_tlsext_host_name(ssl, name);
}

static inline int networking_ssl_ctx_require_tls12(SSL_CTX *context) {
    return (int)SSL_CTX_set_min_proto_version(context, TLS1_2_VERSION);
}

/* Partial writes from a buffer that may move between retries; a close without close-notify is an
   end of stream (the HTTP framing above decides whether the body was complete). */
static inline void networking_ssl_ctx_configure(SSL_CTX *context) {
    SSL_CTX_set_mode(context, SSL_MODE_ENABLE_PARTIAL_WRITE | SSL_MODE_ACCEPT_MOVING_WRITE_BUFFER);
    SSL_CTX_set_options(context, SSL_OP_IGNORE_UNEXPECTED_EOF | SSL_OP_NO_COMPRESSION);
}

static inline void networking_bio_set_retry_read(BIO *bio) { BIO_set_retry_read(bio); }
static inline void networking_bio_set_retry_write(BIO *bio) { BIO_set_retry_write(bio); }
static inline void networking_bio_clear_retry(BIO *bio) { BIO_clear_retry_flags(bio); }

#endif
