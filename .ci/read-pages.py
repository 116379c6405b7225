#!/usr/bin/env python3
"""Opens every page `workbook read` serves in headless Chromium.

Usage: read-pages.py BASE_URL SCREENSHOT_FOLDER

From the contents in both languages it follows every link of the same
origin: each must answer 200, and each HTML page must load in Chromium with
no console message and no failed resource. It then takes a screenshot of
chapter 3 in Chinese and checks that it is a PNG of the window's size with
enough in it to be a page of text and diagrams. Exits 1 on any fault, with
one line per fault.
"""
import concurrent.futures
import html.parser
import os
import struct
import subprocess
import sys
import time
import urllib.parse
import urllib.request


class Links(html.parser.HTMLParser):
    def __init__(self):
        super().__init__()
        self.found = []

    def handle_starttag(self, tag, attributes):
        for name, value in attributes:
            if name in ("href", "src") and value:
                self.found.append(value)


def chromium(*arguments):
    command = ["chromium", "--headless=new", "--no-sandbox", "--disable-gpu",
               "--enable-logging=stderr", "--v=0", "--virtual-time-budget=3000",
               *arguments]
    return subprocess.run(command, capture_output=True, text=True, timeout=120)


def main():
    base, folder = sys.argv[1], sys.argv[2]
    origin = urllib.parse.urlsplit(base).netloc
    faults, pages, seen = [], [], set()
    queue = [urllib.parse.urljoin(base, "/?lang=en"), urllib.parse.urljoin(base, "/?lang=zh")]
    started = time.monotonic()
    while queue:
        url = urllib.parse.urldefrag(queue.pop())[0]
        if url in seen:
            continue
        seen.add(url)
        try:
            with urllib.request.urlopen(url, timeout=60) as answer:
                kind = answer.headers.get("Content-Type", "")
                body = answer.read().decode("utf-8")
        except Exception as error:  # a broken link: 404, refused, timed out
            faults.append(f"{url}: {error}")
            continue
        if not kind.startswith("text/html"):
            continue
        pages.append(url)
        links = Links()
        links.feed(body)
        for link in links.found:
            target = urllib.parse.urljoin(url, link)
            if urllib.parse.urlsplit(target).netloc == origin:
                queue.append(target)
    # Two browsers at a time, one per core.
    with concurrent.futures.ThreadPoolExecutor(max_workers=2) as pool:
        runs = list(pool.map(lambda url: (url, chromium("--dump-dom", url)), pages))
    for url, run in runs:
        lines = [line for line in run.stderr.splitlines()
                 if ":CONSOLE(" in line or "Failed to load resource" in line]
        if run.returncode != 0 or "</html>" not in run.stdout:
            faults.append(f"{url}: Chromium could not load it (exit {run.returncode})")
        faults += [f"{url}: {line}" for line in lines]
    os.makedirs(folder, exist_ok=True)
    shot = os.path.join(folder, "chapter3-zh.png")
    chromium(f"--screenshot={shot}", "--window-size=1280,2000",
             urllib.parse.urljoin(base, "/chapter3.html?lang=zh"))
    try:
        with open(shot, "rb") as file:
            data = file.read()
        width, height = struct.unpack(">II", data[16:24])
        if data[:8] != b"\x89PNG\r\n\x1a\n" or (width, height) != (1280, 2000):
            faults.append(f"{shot}: not a 1280×2000 PNG")
        elif len(data) < 60_000:
            faults.append(f"{shot}: {len(data)} bytes, too little to hold a chapter's page")
    except (OSError, struct.error) as error:
        faults.append(f"{shot}: {error}")
    for fault in faults:
        print(fault)
    seconds = time.monotonic() - started
    print(f"{len(pages)} pages and {len(seen)} links checked in Chromium in {seconds:.0f} s; "
          f"{len(faults)} faults; screenshot: {shot}")
    return 1 if faults else 0


if __name__ == "__main__":
    sys.exit(main())
