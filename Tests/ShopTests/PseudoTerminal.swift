import Foundation

/// Runs a program on a pseudo-terminal (Python's `pty` module) and answers its password prompts.
///
/// What the program printed and what the terminal echoed arrive on the same side, so a password
/// that shows in `output` was echoed back to the screen.
enum PseudoTerminal {
    /// One finished run.
    struct Result {
        let status: Int32
        /// Everything the terminal showed: the program's output and any echo of what was typed.
        let output: String
        /// Whether the terminal's echo was on again after the program exited.
        let echoAfterwards: Bool
    }

    /// Answers each `password: ` prompt with the next of `answers` (typed only after the prompt shows).
    static let driver = #"""
        import json, os, pty, select, subprocess, sys, termios, time
        spec = json.loads(sys.argv[1])
        master, slave = pty.openpty()
        if spec.get("columns"):
            import fcntl, struct
            fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 40, spec["columns"], 0, 0))
        proc = subprocess.Popen(spec["argv"], stdin=slave, stdout=slave, stderr=slave, env=spec["env"],
                                start_new_session=True, close_fds=True)
        output, answers, sent = b"", list(spec["answers"]), 0
        deadline = time.time() + 60
        while time.time() < deadline:
            ready, _, _ = select.select([master], [], [], 0.1)
            if ready:
                try:
                    chunk = os.read(master, 65536)
                except OSError:
                    break
                output += chunk
                while sent < len(answers) and output.count(b"password: ") > sent:
                    os.write(master, answers[sent].encode() + b"\n")
                    sent += 1
            elif proc.poll() is not None:
                break
        if proc.poll() is None:
            proc.kill()
        status = proc.wait()
        echo = bool(termios.tcgetattr(slave)[3] & termios.ECHO)
        print(json.dumps({"status": status, "output": output.decode("utf-8", "replace"), "echo": echo}))
        """#

    /// - Parameter columns: the terminal's width (its window size), if set.
    static func run(_ argv: [String], answers: [String], environment: [String: String], columns: Int? = nil) throws
        -> Result
    {
        var object: [String: Any] = ["argv": argv, "answers": answers, "env": environment]
        if let columns { object["columns"] = columns }
        let spec = try JSONSerialization.data(withJSONObject: object)
        let run = try ShellRunner.run(
            "/usr/bin/env", ["python3", "-c", driver, String(decoding: spec, as: UTF8.self)],
            environment: ProcessInfo.processInfo.environment)
        let data = Data(run.stdout.utf8)
        guard let object = try JSONSerialization.jsonObject(with: data) as? [String: Any],
            let status = object["status"] as? Int, let output = object["output"] as? String,
            let echo = object["echo"] as? Bool
        else {
            throw CocoaError(
                .coderReadCorrupt, userInfo: [NSDebugDescriptionErrorKey: String(decoding: data, as: UTF8.self)])
        }
        return Result(status: Int32(status), output: output, echoAfterwards: echo)
    }
}
