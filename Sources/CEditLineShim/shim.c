#include "CEditLineShim.h"
#include <locale.h>
#include <langinfo.h>
#include <signal.h>
#include <string.h>
#include <strings.h>
#include <termios.h>
#include <unistd.h>
#include <poll.h>
#include <errno.h>
#include <wchar.h>
#include <limits.h>
#include <stdlib.h>

FILE *fa_stdin(void) { return stdin; }
FILE *fa_stdout(void) { return stdout; }
FILE *fa_stderr(void) { return stderr; }

static int is_utf8(void) {
    const char *cs = nl_langinfo(CODESET);
    return cs && (strcasecmp(cs, "UTF-8") == 0 || strcasecmp(cs, "utf8") == 0);
}

int fa_setup_utf8_locale(void) {
    if (setlocale(LC_CTYPE, "") && is_utf8()) return 1;
    if (setlocale(LC_CTYPE, "C.UTF-8") && is_utf8()) return 1;
    if (setlocale(LC_CTYPE, "C.utf8") && is_utf8()) return 1;
    if (setlocale(LC_CTYPE, "en_US.UTF-8") && is_utf8()) return 1;
    return 0;
}

EditLine *fa_el_open(const char *prog) { return el_init(prog, stdin, stdout, stderr); }
void fa_el_close(EditLine *el) { el_end(el); }
void fa_el_set_prompt(EditLine *el, fa_prompt_fn fn) { el_set(el, EL_PROMPT, fn); }
void fa_el_set_prompt_esc(EditLine *el, fa_prompt_fn fn, char esc) { el_set(el, EL_PROMPT_ESC, fn, esc); }
void fa_el_set_editor(EditLine *el, const char *mode) { el_set(el, EL_EDITOR, mode); }
void fa_el_set_signal(EditLine *el, int on) { el_set(el, EL_SIGNAL, on); }
void fa_el_set_history(EditLine *el, History *h) { el_set(el, EL_HIST, history, h); }
void fa_el_add_function(EditLine *el, const char *name, const char *help, fa_key_fn fn) {
    el_set(el, EL_ADDFN, name, help, fn);
}
void fa_el_bind(EditLine *el, const char *key, const char *command) { el_set(el, EL_BIND, key, command, NULL); }
void fa_el_set_clientdata(EditLine *el, void *data) { el_set(el, EL_CLIENTDATA, data); }
void *fa_el_get_clientdata(EditLine *el) {
    void *data = NULL;
    el_get(el, EL_CLIENTDATA, &data);
    return data;
}
const char *fa_el_gets(EditLine *el, int *count) { return el_gets(el, count); }
void fa_el_push(EditLine *el, const char *text) { el_push(el, text); }
int fa_el_insertstr(EditLine *el, const char *text) { return el_insertstr(el, text); }
int fa_el_line_before_cursor(EditLine *el, char *buf, int len) {
    const LineInfo *li = el_line(el);
    int n = (int)(li->cursor - li->buffer);
    if (n > len - 1) n = len - 1;
    if (n < 0) n = 0;
    memcpy(buf, li->buffer, (size_t)n);
    buf[n] = 0;
    return n;
}
void fa_el_beep(EditLine *el) { el_beep(el); }

History *fa_history_open(void) { return history_init(); }
void fa_history_close(History *h) { history_end(h); }
void fa_history_set_size(History *h, int size) { HistEvent ev; history(h, &ev, H_SETSIZE, size); }
void fa_history_set_unique(History *h, int on) { HistEvent ev; history(h, &ev, H_SETUNIQUE, on); }
void fa_history_enter(History *h, const char *line) { HistEvent ev; history(h, &ev, H_ENTER, line); }
int fa_history_load(History *h, const char *path) { HistEvent ev; return history(h, &ev, H_LOAD, path); }
int fa_history_save(History *h, const char *path) { HistEvent ev; return history(h, &ev, H_SAVE, path); }

static volatile sig_atomic_t sigint_flag = 0;

/* Bytes read ahead (an ESC that did not start a paste bracket) and handed out first. */
static unsigned char pushback[16];
static size_t pushback_len = 0;
static int in_paste = 0;
static int coalesce_bursts = 0;
static int interrupted_line_len = 0;

/* One byte from fd 0 (or the pushback), waiting at most timeout_ms (-1: until input or SIGINT).
 * Returns 1 with *b set, 0 on end of input, -1 on error/SIGINT, -2 on timeout. */
static int next_byte(unsigned char *b, int timeout_ms) {
    if (pushback_len > 0) {
        *b = pushback[0];
        memmove(pushback, pushback + 1, --pushback_len);
        return 1;
    }
    for (;;) {
        if (sigint_flag) { errno = EINTR; return -1; }
        struct pollfd p = { .fd = 0, .events = POLLIN, .revents = 0 };
        int wait = (timeout_ms < 0 || timeout_ms > 100) ? 100 : timeout_ms;
        int r = poll(&p, 1, wait);
        if (r < 0) { if (errno == EINTR) continue; return -1; }
        if (r == 0) {
            if (timeout_ms < 0) continue;
            timeout_ms -= wait;
            if (timeout_ms <= 0) return -2;
            continue;
        }
        ssize_t k = read(0, b, 1);
        if (k < 0) { if (errno == EINTR) continue; return -1; }
        return k == 0 ? 0 : 1;
    }
}

/* Whether more input is already there or arrives within ms (a paste, not typing). */
static int input_within(int ms) {
    if (pushback_len > 0) return 1;
    struct pollfd p = { .fd = 0, .events = POLLIN, .revents = 0 };
    int r;
    do { r = poll(&p, 1, ms); } while (r < 0 && errno == EINTR);
    return r > 0;
}

/* The next input byte without consuming it, -1 when none can be read now (call only after
 * input_within said there is input, so the read does not block). */
static int peek_byte(void) {
    if (pushback_len > 0) return pushback[0];
    unsigned char c;
    ssize_t k;
    do { k = read(0, &c, 1); } while (k < 0 && errno == EINTR);
    if (k != 1) return -1;
    pushback[pushback_len++] = c;
    return c;
}

/* After ESC: reads "[200~" / "[201~" and returns 200/201; anything else goes back to the
 * pushback and 0 is returned. */
static int read_paste_bracket(void) {
    const char *tail = "[20";
    unsigned char got[8];
    size_t n = 0;
    int result = 0;
    for (size_t i = 0; i < 3; i++) {
        if (next_byte(&got[n], 30) != 1) goto mismatch;
        if (got[n++] != (unsigned char)tail[i]) goto mismatch;
    }
    if (next_byte(&got[n], 30) != 1) goto mismatch;
    n++;
    if (got[n - 1] == '0') result = 200;
    else if (got[n - 1] == '1') result = 201;
    else goto mismatch;
    if (next_byte(&got[n], 30) != 1) goto mismatch;
    if (got[n++] != '~') goto mismatch;
    return result;
mismatch:
    /* Put the bytes back in front of whatever is still pending. */
    if (n + pushback_len <= sizeof pushback) {
        memmove(pushback + n, pushback, pushback_len);
        memcpy(pushback, got, n);
        pushback_len += n;
    }
    return 0;
}

/* Character reader for libedit that polls, so a Ctrl-C that arrives while libedit is busy
 * (between reads) still ends el_gets: the default reader would block in read() again.
 * It also reads bracketed paste (ESC[200~ ... ESC[201~): line breaks inside become spaces,
 * so a pasted paragraph is one input. Without brackets, while coalescing is on, a line break
 * followed by more input within FA_PASTE_BURST_MS is taken as part of a paste too. */
static int fa_getc(EditLine *el, wchar_t *out) {
    char buf[MB_LEN_MAX];
    size_t n = 0;
    for (;;) {
        unsigned char b;
        int r = next_byte(&b, n == 0 ? -1 : 1000);
        if (r == -1) {
            if (sigint_flag && el) {
                const LineInfo *li = el_line(el);
                interrupted_line_len = li ? (int)(li->lastchar - li->buffer) : 0;
            }
            return -1;
        }
        if (r == -2) { *out = (unsigned char)buf[0]; return 1; }
        if (r == 0) return 0;
        if (n == 0 && b == 0x1B) {
            int bracket = read_paste_bracket();
            if (bracket == 200) { in_paste = 1; continue; }
            if (bracket == 201) { in_paste = 0; continue; }
        }
        if (n == 0 && (b == '\r' || b == '\n')) {
            if (in_paste) { *out = L' '; return 1; }
            if (coalesce_bursts && el && input_within(FA_PASTE_BURST_MS)) {
                const LineInfo *li = el_line(el);
                int len = li ? (int)(li->lastchar - li->buffer) : 0;
                /* a command line is never part of a paragraph: neither this one nor the next */
                if (len > 0 && li->buffer[0] != '/' && peek_byte() != '/') { *out = L' '; return 1; }
            }
        }
        buf[n++] = (char)b;
        mbstate_t st;
        memset(&st, 0, sizeof st);
        wchar_t wc;
        size_t m = mbrtowc(&wc, buf, n, &st);
        if (m == (size_t)-2 && n < sizeof buf) continue;
        if (m == (size_t)-1 || m == (size_t)-2) { *out = (unsigned char)buf[0]; return 1; }
        *out = (m == 0) ? L'\0' : wc;
        return 1;
    }
}

void fa_set_coalesce_bursts(int on) { coalesce_bursts = on; }
int fa_interrupted_line_length(void) { return interrupted_line_len; }
void fa_bracketed_paste(int on) {
    in_paste = 0;
    const char *seq = on ? "\033[?2004h" : "\033[?2004l";
    ssize_t w;
    do { w = write(1, seq, strlen(seq)); } while (w < 0 && errno == EINTR);
}

void fa_el_use_polling_reader(EditLine *el) { el_set(el, EL_GETCFN, fa_getc); }
static void on_sigint(int sig) { (void)sig; sigint_flag = 1; }
void fa_install_sigint(void) {
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_sigint;
    sigemptyset(&sa.sa_mask);
    sa.sa_flags = 0; /* no SA_RESTART: a blocked read returns EINTR */
    sigaction(SIGINT, &sa, NULL);
    /* A parent may have left SIGINT blocked (the mask is inherited across exec). */
    sigset_t set;
    sigemptyset(&set);
    sigaddset(&set, SIGINT);
    sigprocmask(SIG_UNBLOCK, &set, NULL);
}
int fa_sigint_seen(void) { return sigint_flag != 0; }
void fa_sigint_clear(void) { sigint_flag = 0; interrupted_line_len = 0; }

int fa_tty_read_key(int fd) {
    struct termios old, raw;
    if (tcgetattr(fd, &old) != 0) return -1;
    raw = old;
    raw.c_lflag &= ~(ICANON | ECHO);
    raw.c_cc[VMIN] = 1;
    raw.c_cc[VTIME] = 0;
    tcsetattr(fd, TCSANOW, &raw);
    unsigned char c = 0;
    ssize_t n = read(fd, &c, 1);
    tcsetattr(fd, TCSANOW, &old);
    return n == 1 ? (int)c : -1;
}

void fa_tty_flush_input(int fd) { tcflush(fd, TCIFLUSH); }

int fa_read_paragraph(int fd, char *buf, int len, int burst_ms) {
    int n = 0;
    for (;;) {
        /* One line (canonical mode delivers a line per read; a pipe may deliver more). */
        int got_newline = 0;
        while (n < len - 1) {
            char c;
            ssize_t k = read(fd, &c, 1);
            if (k < 0) { if (errno == EINTR) { if (sigint_flag) return -1; continue; } return n > 0 ? n : -1; }
            if (k == 0) { buf[n] = 0; return n > 0 ? n : -1; }
            if (c == '\n' || c == '\r') { got_newline = 1; break; }
            buf[n++] = c;
        }
        buf[n] = 0;
        if (!got_newline || n >= len - 1) return n;
        /* More within the burst window: the next line belongs to the same paste. */
        struct pollfd p = { .fd = fd, .events = POLLIN, .revents = 0 };
        int r;
        do { r = poll(&p, 1, burst_ms); } while (r < 0 && errno == EINTR && !sigint_flag);
        if (r <= 0) return n;
        buf[n++] = ' ';
    }
}
