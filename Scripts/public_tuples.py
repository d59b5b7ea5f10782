"""Finds tuple types in the public declarations of Swift sources.

Imported by Scripts/check-boundaries (rule `no-tuples-at-seams`, ADR 0112):
what one feature offers another is a named type, so that adding a field
touches the type, the edge and the use, and the compiler names every one.

A public declaration is one marked `public` or `open`, or any member of a
public protocol or of a `public extension`. A tuple type is a parenthesised
list of two or more types in a type position (after `:`, `->`, `<`, `[`, an
attribute, or `=` in a typealias) that is not a function's parameter list.
"""
import re

DECLARATION = re.compile(r"\b(func|init|subscript|var|let|typealias)\b")
BODY_OWNER = re.compile(r"\b(?:public|open)\s+(?:[\w\s]*\s)?(protocol|extension)\b")
HIDDEN = re.compile(r"\b(private|fileprivate|internal|package)\b(?!\s*\(set\))")
OWNED_BODY = re.compile(r"\b(struct|class|enum|actor|protocol|extension)\b")


def strip(text):
    """The source with comments and string literals blanked out (newlines kept)."""
    out, i, n = [], 0, len(text)
    while i < n:
        if text.startswith("//", i):
            end = text.find("\n", i)
            end = n if end < 0 else end
            i = end
        elif text.startswith("/*", i):
            end = text.find("*/", i + 2)
            end = n if end < 0 else end + 2
            out.append(re.sub(r"[^\n]", " ", text[i:end]))
            i = end
        elif text.startswith('"""', i):
            end = text.find('"""', i + 3)
            end = n if end < 0 else end + 3
            out.append('""' + re.sub(r"[^\n]", "", text[i:end]))
            i = end
        elif text[i] == '"':
            j = i + 1
            while j < n and text[j] != '"' and text[j] != "\n":
                j += 2 if text[j] == "\\" else 1
            out.append('""')
            i = j + 1
        else:
            out.append(text[i])
            i += 1
    return "".join(out)


def signature_end(code, start, kind):
    """Where a declaration's signature ends: its body, its value or the end
    of its line (a line that the next one does not continue)."""
    depth, i, n = 0, start, len(code)
    while i < n:
        c = code[i]
        if c in "([<":
            depth += 1
        elif c in ")]>" and not (c == ">" and code[i - 1] == "-"):
            depth -= 1
        elif depth <= 0 and c == "{":
            return i
        elif depth <= 0 and c == "=" and kind in ("var", "let") and code[i + 1] != "=":
            return i
        elif depth <= 0 and c == "\n":
            following = code[i + 1:].lstrip()
            if not following.startswith(("->", "async", "throws", "rethrows", "where")) \
                    and not code[start:i].rstrip().endswith(("->", ",", ":", "=")):
                return i
        i += 1
    return n


def tuples_in(signature, kind):
    """The tuple types in one declaration's signature, as written."""
    found, stack = [], []  # each open group: [kind, start, commas]
    i, n = 0, len(signature)
    while i < n:
        c = signature[i]
        if c == "(":
            before = signature[:i].rstrip()
            # A failable initializer's and an operator's parameter lists
            # follow `init?` and the operator, which end as a type can.
            parameters = re.search(r"\binit[?!]$", before) or re.fullmatch(r"func\s*[^\w\s(]+", before)
            in_type = (before.endswith((":", "->", "<", "[", "?")) and not before.endswith("::") and not parameters) \
                or re.search(r"@\w+$", before) is not None \
                or (kind == "typealias" and before.endswith("=")) \
                or (before.endswith(("(", ",")) and stack and stack[-1][0] == "type")
            stack.append(["type" if in_type else "other", i, 0])
        elif c == "," and stack:
            stack[-1][2] += 1
        elif c == ")" and stack:
            group, start, commas = stack.pop()
            after = signature[i + 1:].lstrip()
            function = after.startswith(("->", "async", "throws", "rethrows"))
            if group == "type" and commas and not function:
                found.append(" ".join(signature[start:i + 1].split()))
        elif c in "[<" and stack:
            stack.append(["inner", i, 0])
        elif c in "]>" and stack and stack[-1][0] == "inner" and not (c == ">" and signature[i - 1] == "-"):
            stack.pop()
        i += 1
    return found


def public_tuples(text):
    """(line, declaration, tuple) for every tuple type in a public declaration."""
    code = strip(text)
    public_bodies = []  # (start, end) of public protocol and extension bodies
    for match in BODY_OWNER.finditer(code):
        opening = code.find("{", match.end())
        if opening < 0:
            continue
        depth, j = 0, opening
        while j < len(code):
            depth += {"{": 1, "}": -1}.get(code[j], 0)
            if depth == 0:
                break
            j += 1
        public_bodies.append((opening, j))
    found = []
    for match in DECLARATION.finditer(code):
        line_start = code.rfind("\n", 0, match.start()) + 1
        modifiers = code[line_start:match.start()]
        if re.search(r"\b(public|open)\b", modifiers):
            pass
        elif any(start < match.start() < end and depth_between(code, start, match.start()) == 1
                 for start, end in public_bodies) and not HIDDEN.search(modifiers):
            pass
        else:
            continue
        start = match.end()
        if match.group(1) == "func":
            # An operator's name (`<`, `==`) is no generic clause.
            start += len(re.match(r"\s*[^\w\s(]*", code[start:]).group(0))
        end = signature_end(code, start, match.group(1))
        signature = code[match.start():end]
        for tuple_type in tuples_in(signature, match.group(1)):
            line = code.count("\n", 0, match.start()) + 1
            found.append((line, " ".join(signature.split())[:100], tuple_type))
    return found


def depth_between(code, start, end):
    """How many braces are open at `end`, counting from the one at `start`."""
    depth = 0
    for c in code[start:end]:
        depth += {"{": 1, "}": -1}.get(c, 0)
    return depth
