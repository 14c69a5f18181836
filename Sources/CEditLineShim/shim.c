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

/* Character reader for libedit that polls, so a Ctrl-C that arrives while libedit is busy
 * (between reads) still ends el_gets: the default reader would block in read() again. */
static int fa_getc(EditLine *el, wchar_t *out) {
    (void)el;
    char buf[MB_LEN_MAX];
    size_t n = 0;
    for (;;) {
        if (sigint_flag) { errno = EINTR; return -1; }
        struct pollfd p = { .fd = 0, .events = POLLIN, .revents = 0 };
        int r = poll(&p, 1, n == 0 ? 100 : 1000);
        if (r < 0) { if (errno == EINTR) continue; return -1; }
        if (r == 0) { if (n > 0) { *out = (unsigned char)buf[0]; return 1; } continue; }
        ssize_t k = read(0, buf + n, 1);
        if (k < 0) { if (errno == EINTR) continue; return -1; }
        if (k == 0) return 0;
        n++;
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
void fa_sigint_clear(void) { sigint_flag = 0; }

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
